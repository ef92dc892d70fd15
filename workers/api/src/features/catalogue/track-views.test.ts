import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { verifyStreamSignature } from "../../kit/media-urls";
import {
  createAlbum,
  createArtist,
  createGenre,
  createTrack,
  testDb,
} from "../../test-support/catalogue-fixtures";
import { registerUser } from "../../test-support/client";
import { setReaction } from "../engagement/reactions.service";
import { REACTION_TARGETS } from "./counter-targets";
import { loadTrackViews } from "./track-views";

describe("track views", () => {
  it("keeps input order, hides others' drafts, signs stream URLs and reports the viewer's flags", async () => {
    const { user } = await registerUser();
    const other = await registerUser();
    const genre = await createGenre();
    const artist = await createArtist({ imageKey: "artists/a.svg" });
    const album = await createAlbum({ artistId: artist.id, coverKey: "covers/albums/x.svg" });
    const a = await createTrack({ artistId: artist.id, albumId: album.id, genreId: genre.id });
    const b = await createTrack({ artistId: artist.id });
    const draft = await createTrack({
      artistId: artist.id,
      publication: "draft",
      ownerUserId: other.user.id,
    });
    await setReaction(testDb(), REACTION_TARGETS.track, { userId: user.id, kind: "like", subjectId: b.id });
    const now = Date.now();
    const ctx = { db: testDb(), env, viewerId: user.id, now };
    const views = await loadTrackViews(ctx, [b.id, draft.id, a.id]);
    expect(views.map((v) => v.id)).toEqual([b.id, a.id]);
    expect(views[0]).toMatchObject({ liked: true, saved: false, like_count: 1, album: null });
    expect(views[1]).toMatchObject({
      album: { id: album.id, title: album.title },
      album_art: "/api/v1/media/images/covers/albums/x.svg",
      image: "/api/v1/media/images/artists/a.svg",
      cover_art_url: null,
      genre: { id: genre.id, title: genre.title },
      url: `/music/details/${a.id}`,
    });
    const url = new URL(views[1]!.stream_url, "http://x");
    expect(url.pathname).toBe(`/api/v1/media/stream/${a.id}`);
    expect(
      await verifyStreamSignature(
        env.MEDIA_SIGNING_KEY!,
        a.id,
        url.searchParams.get("exp") ?? undefined,
        url.searchParams.get("sig") ?? undefined,
        now,
      ),
    ).toBe("valid");
    const owner = await loadTrackViews({ ...ctx, viewerId: other.user.id }, [draft.id]);
    expect(owner.map((v) => v.id)).toEqual([draft.id]);
    await expect(loadTrackViews({ ...ctx, env: {} }, [a.id])).rejects.toThrow(/MEDIA_SIGNING_KEY/);
  });
});
