import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { variantKey } from "../../kit/image-variants";
import { jpegFixture, pngFixture, webpFixture } from "../../test-support/audio-fixtures";
import { createGenre, createTrack, testDb } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { createNonstop, createPlaylist } from "../../test-support/collection-fixtures";
import { fetchMedia } from "../../test-support/media-fixtures";
import { creator, postFile, studioTrack } from "../../test-support/studio-fixtures";
import { tracks } from "../catalogue/schema";
import { nonstops, nonstopTracks, playlists, playlistTracks } from "../collections/schema";
import { genres } from "../reference/schema";
import { creatorStorage } from "./schema";

const base = "/creator/music-tracks";

describe("creator tracks manager", () => {
  it("lists only the caller's tracks, filtered and searched by title; others' ids are 404", async () => {
    const me = await creator();
    const other = await creator();
    const stem = `zq${crypto.randomUUID().slice(0, 6)}`;
    const ready = await studioTrack(me, { title: `${stem} Sunrise` });
    const failed = await studioTrack(me, { title: `${stem} Moonset`, processing: "failed" });
    const theirs = await studioTrack(other, { title: `${stem} Sunrise too` });

    const all = await call(base, { token: me.token });
    expect(all.status).toBe(200);
    expect(all.json.data.total).toBe(2);
    expect(all.json.data.data.map((t: { id: string }) => t.id).sort()).toEqual([ready.id, failed.id].sort());
    expect(all.json.data.data[0]).toMatchObject({
      publication: "draft",
      credits: { featured: [] },
      upload: null,
    });

    const byProcessing = await call(`${base}?processing=failed`, { token: me.token });
    expect(byProcessing.json.data.data.map((t: { id: string }) => t.id)).toEqual([failed.id]);
    const searched = await call(`${base}?q=${stem}%20sunr`, { token: me.token });
    expect(searched.json.data.data.map((t: { id: string }) => t.id)).toEqual([ready.id]);
    const none = await call(`${base}?q=${encodeURIComponent("!!")}`, { token: me.token });
    expect(none.json.data.total).toBe(0);
    const bad = await call(`${base}?publication=live`, { token: me.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.message)).toEqual(["publication"]);

    for (const [path, body] of [
      [`${base}/${theirs.id}`, undefined],
      [`${base}/update/${theirs.id}`, { title: "Mine now" }],
      [`${base}/status/${theirs.id}`, { status: 0 }],
      [`${base}/delete/${theirs.id}`, {}],
    ] as const) {
      const res = await call(path, { token: me.token, body, method: body ? "POST" : "GET" });
      expect(res.status, path).toBe(404);
    }
    expect((await call(`${base}/${theirs.id}`, { token: other.token })).status).toBe(200);
  });

  it("updates details and credits, answering 422 on bad fields", async () => {
    const me = await creator();
    const track = await studioTrack(me);
    const genre = await createGenre();
    const inactive = await createGenre();
    await testDb().update(genres).set({ status: 0 }).where(eq(genres.id, inactive.id));

    const res = await call(`${base}/update/${track.id}`, {
      token: me.token,
      body: {
        title: "  Kampala Nights ",
        genre_id: genre.id,
        bpm: 122,
        musical_key: "c#m",
        explicit: true,
        lyrics: "la la",
        credits: { featured: ["Ada"], producers: ["Ben", "Cy"] },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe("Track Updated");
    expect(res.json.data).toMatchObject({
      title: "Kampala Nights",
      genre: { id: genre.id, title: genre.title },
      bpm: 122,
      musical_key: "C# minor",
      explicit: true,
      credits: { featured: ["Ada"], producers: ["Ben", "Cy"], writers: [] },
    });
    const again = await call(`${base}/update/${track.id}`, {
      token: me.token,
      body: { credits: { writers: ["Dee"] } },
    });
    expect(again.json.data.credits).toEqual({ featured: [], producers: [], writers: ["Dee"] });

    const invalid = await call(`${base}/update/${track.id}`, {
      token: me.token,
      body: {
        bpm: 301,
        musical_key: "H dorian",
        lyrics: "x".repeat(10_001),
        credits: { featured: Array.from({ length: 21 }, () => "A") },
      },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.json.message).sort()).toEqual([
      "bpm",
      "credits.featured",
      "lyrics",
      "musical_key",
    ]);

    const refs = await call(`${base}/update/${track.id}`, {
      token: me.token,
      body: { genre_id: inactive.id, mood_id: "mood_missing", album_id: "alb_missing" },
    });
    expect(refs.status).toBe(422);
    expect(Object.keys(refs.json.message).sort()).toEqual(["album_id", "genre_id", "mood_id"]);
    expect((await call(`${base}/${track.id}`, { token: me.token })).json.data.genre.id).toBe(genre.id);
  });

  it("publishes to the catalogue and search at once, and unpublishing hides it again", async () => {
    const me = await creator();
    const listener = await registerUser();
    const word = `zx${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`;
    const track = await studioTrack(me, { title: `${word} anthem` });
    const seen = async () =>
      (await call(`/user/global/music-tracks/${track.id}`, { token: listener.token })).status;
    const found = async () => {
      const res = await call(`/user/global/search?q=${word}`, { token: listener.token });
      return res.json.data.tracks.map((t: { id: string }) => t.id);
    };
    expect(await seen()).toBe(404);

    const published = await call(`${base}/update/${track.id}`, {
      token: me.token,
      body: { publication: "published" },
    });
    expect(published.status).toBe(200);
    expect(published.json.data.published_at).not.toBeNull();
    expect(await seen()).toBe(200);
    expect(await found()).toEqual([track.id]);

    const off = await call(`${base}/status/${track.id}`, { token: me.token, body: { status: 0 } });
    expect(off.json.msg).toBe("Track Deactivated");
    expect(await seen()).toBe(404);
    const on = await call(`${base}/status/${track.id}`, { token: me.token, body: { status: 1 } });
    expect(on.json.msg).toBe("Track Activated");
    expect(await seen()).toBe(200);

    await call(`${base}/update/${track.id}`, { token: me.token, body: { publication: "draft" } });
    expect(await seen()).toBe(404);
    expect(await found()).toEqual([]);
    const republished = await call(`${base}/update/${track.id}`, {
      token: me.token,
      body: { publication: "published" },
    });
    expect(republished.json.data.published_at).toBe(published.json.data.published_at);
  });

  it("refuses to publish a track whose audio is not ready", async () => {
    const me = await creator();
    for (const processing of ["uploading", "processing", "failed"] as const) {
      const track = await studioTrack(me, { processing });
      const res = await call(`${base}/update/${track.id}`, {
        token: me.token,
        body: { publication: "published" },
      });
      expect(res.status, processing).toBe(422);
      expect(res.json.message).toEqual({
        publication: ["Only a track whose audio is ready can be published."],
      });
    }
  });

  it("leaves metrics and upload paths to their own routes", async () => {
    const me = await creator();
    // `GET /{id}` must not read "metrics" or "upload" as a track id: the catalogue's metrics answer, and
    // the tus endpoint's own gate answers (412 without Tus-Resumable), never "Track not found".
    const metrics = await call(`${base}/metrics`, { token: me.token });
    expect(metrics.status).toBe(200);
    expect(metrics.json.data).toHaveProperty("top_tracks");
    const upload = await call(`${base}/upload`, { token: me.token });
    expect(upload.status).toBe(412);
    expect(upload.json?.msg ?? "").not.toMatch(/track/i);
  });

  it("deletes a track with one batch that fixes playlists, non-stops, storage and its album", async () => {
    const me = await creator();
    const listener = await registerUser();
    const [a, doomed, c] = [
      await studioTrack(me, { durationMs: 1_000 }),
      await studioTrack(me, { durationMs: 2_000 }),
      await studioTrack(me, { durationMs: 4_000 }),
    ];
    const other = await createTrack({ durationMs: 8_000 });
    const first = await createPlaylist({ ownerUserId: listener.user.id, trackIds: [a.id, doomed.id, c.id] });
    const second = await createPlaylist({ trackIds: [doomed.id, other.id] });
    const untouched = await createPlaylist({ trackIds: [other.id] });
    const mix = await createNonstop({ trackIds: [doomed.id, a.id] });
    await testDb().insert(creatorStorage).values({ userId: me.userId, usedBytes: 5_000, quotaBytes: 10_000 });
    await env.MEDIA.put(doomed.audioKey, new Uint8Array([1, 2, 3]));
    const coverKey = `covers/tracks/${doomed.id}-c1.png`;
    await env.MEDIA.put(coverKey, pngFixture(600, 600), { httpMetadata: { contentType: "image/png" } });
    await testDb().update(tracks).set({ coverKey }).where(eq(tracks.id, doomed.id));
    await (await fetchMedia(`/media/images/${coverKey}?w=192`)).arrayBuffer();
    expect(await env.MEDIA.head(variantKey(coverKey, 192))).not.toBeNull();

    const res = await call(`${base}/delete/${doomed.id}`, { token: me.token, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { id: doomed.id }, msg: "Track Deleted" });

    const db = testDb();
    const rows = async (id: string) =>
      (await db.select().from(playlistTracks).where(eq(playlistTracks.playlistId, id)))
        .sort((x, y) => x.position - y.position)
        .map((r) => [r.trackId, r.position]);
    expect(await rows(first.id)).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);
    expect(await rows(second.id)).toEqual([[other.id, 0]]);
    const totals = async (id: string) =>
      (await db.select().from(playlists).where(eq(playlists.id, id))).map((p) => [
        p.trackCount,
        p.durationMs,
      ])[0];
    expect(await totals(first.id)).toEqual([2, 5_000]);
    expect(await totals(second.id)).toEqual([1, 8_000]);
    expect((await db.select().from(playlists).where(eq(playlists.id, untouched.id)))[0]?.updatedAt).toEqual(
      untouched.updatedAt,
    );
    const mixRows = await db.select().from(nonstopTracks).where(eq(nonstopTracks.nonstopId, mix.id));
    expect(mixRows.map((r) => [r.trackId, r.position])).toEqual([[a.id, 0]]);
    expect((await db.select().from(nonstops).where(eq(nonstops.id, mix.id)))[0]?.trackCount).toBe(1);
    expect(
      (await db.select().from(creatorStorage).where(eq(creatorStorage.userId, me.userId)))[0]?.usedBytes,
    ).toBe(4_000);
    expect(await db.select().from(tracks).where(eq(tracks.id, doomed.id))).toEqual([]);
    expect(await env.MEDIA.head(doomed.audioKey)).toBeNull();
    expect(await env.MEDIA.head(coverKey)).toBeNull();
    expect(await env.MEDIA.head(variantKey(coverKey, 192))).toBeNull();
    expect((await call(`${base}/${doomed.id}`, { token: me.token })).status).toBe(404);
  });

  it("takes a sniffed cover under a fresh key and refuses what is not one", async () => {
    const me = await creator();
    const track = await studioTrack(me);
    const path = `${base}/cover/${track.id}`;

    const first = await postFile(path, me.token, pngFixture(600, 600), "image/gif");
    expect(first.status).toBe(200);
    expect(first.json.msg).toBe("Track Updated");
    const url = first.json.data.cover_art_url as string;
    expect(url).toMatch(new RegExp(`/covers/tracks/${track.id}-[0-9a-f-]+\\.png$`));
    const key = url.slice(url.indexOf("covers/"));
    expect((await env.MEDIA.head(key))?.httpMetadata?.contentType).toBe("image/png");

    const second = await postFile(path, me.token, jpegFixture(800, 500));
    expect(second.json.data.cover_art_url).toMatch(/\.jpg$/);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect((await postFile(path, me.token, webpFixture(500, 900))).status).toBe(200);

    const small = await postFile(path, me.token, pngFixture(499, 800));
    expect(small.status).toBe(422);
    expect(small.json.message.file).toEqual(["The image must be at least 500×500 pixels (it is 499×800)."]);
    const notImage = await postFile(
      path,
      me.token,
      new Uint8Array(new TextEncoder().encode("<svg></svg>")),
      "image/png",
    );
    expect(notImage.json.message.file).toEqual(["The file is not a JPEG, PNG or WebP image."]);
    const other = await creator();
    expect((await postFile(path, other.token, pngFixture(600, 600))).status).toBe(404);
  });
});
