import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAlbum, createArtist, createTrack } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { createPlaylist } from "../../test-support/collection-fixtures";
import { SEARCH_CANDIDATES } from "./search.service";

const search = (token: string | undefined, query: string) => call(`/user/global/search?${query}`, { token });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe("GET /user/global/search", () => {
  it("matches prefixes of any word, ANDs the words and groups results by kind", async () => {
    const { token } = await registerUser();
    const artist = await createArtist({ name: "Quillon Brass" });
    const track = await createTrack({ title: "Lovely Zephyrine Day", artistId: artist.id });
    const album = await createAlbum({ title: "Zephyrine Sessions", artistId: artist.id });
    const playlist = await createPlaylist({ title: "Zephyrine mornings" });

    const res = await search(token, "q=zephyr");
    expect(res.status).toBe(200);
    expect(res.json.data.query).toBe("zephyr");
    expect(ids(res.json.data.tracks)).toEqual([track.id]);
    expect(ids(res.json.data.albums)).toEqual([album.id]);
    expect(ids(res.json.data.playlists)).toEqual([playlist.id]);
    expect(res.json.data.artists).toEqual([]);
    expect(res.json.data.tracks[0]).toMatchObject({
      title: "Lovely Zephyrine Day",
      artist: { name: "Quillon Brass" },
    });

    // The artist's name is a track's subtitle: "quil" finds the artist, the track and the album.
    const byArtist = await search(token, "q=quil");
    expect(ids(byArtist.json.data.artists)).toEqual([artist.id]);
    expect(ids(byArtist.json.data.tracks)).toEqual([track.id]);
    expect(ids((await search(token, "q=lovely%20zeph")).json.data.tracks)).toEqual([track.id]);
    expect((await search(token, "q=lovely%20nothing")).json.data.tracks).toEqual([]);
    // Prefixes, not substrings.
    expect((await search(token, "q=ephyrine")).json.data.tracks).toEqual([]);
  });

  it("folds diacritics both ways", async () => {
    const { token } = await registerUser();
    const artist = await createArtist({ name: "Beyoncée Xolotl" });
    const track = await createTrack({ title: "Café Olvidé", artistId: artist.id });
    expect(ids((await search(token, "q=beyoncee")).json.data.artists)).toEqual([artist.id]);
    expect(ids((await search(token, "q=cafe%20olvi")).json.data.tracks)).toEqual([track.id]);
    expect(ids((await search(token, `q=${encodeURIComponent("OLVIDÉ")}`)).json.data.tracks)).toEqual([
      track.id,
    ]);
  });

  it("ranks title matches above artist-name matches, then by plays", async () => {
    const { token } = await registerUser();
    const band = await createArtist({ name: "Marrowind Band" });
    const byName = await createTrack({ title: "Other Song", artistId: band.id, playCount: 1_000 });
    const quiet = await createTrack({ title: "Marrowind", playCount: 1 });
    const loud = await createTrack({ title: "Marrowind", playCount: 50 });
    const res = await search(token, "q=marrowind&types=tracks");
    expect(ids(res.json.data.tracks)).toEqual([loud.id, quiet.id, byName.id]);
  });

  it("never finds drafts, private or inactive items, nor other people's private playlists", async () => {
    const { token, user } = await registerUser();
    const other = await registerUser();
    const listed = await createTrack({ title: "Glimmerquartz" });
    await createTrack({ title: "Glimmerquartz draft", publication: "draft", ownerUserId: user.id });
    await createTrack({ title: "Glimmerquartz private", visibility: "private" });
    await createTrack({ title: "Glimmerquartz off", status: 0 });
    await createAlbum({ title: "Glimmerquartz album", publication: "draft" });
    await createArtist({ name: "Glimmerquartz Artist", status: 0 });
    const mine = await createPlaylist({
      title: "Glimmerquartz mine",
      ownerUserId: user.id,
      visibility: "private",
    });
    await createPlaylist({
      title: "Glimmerquartz theirs",
      ownerUserId: other.user.id,
      visibility: "private",
    });

    const res = await search(token, "q=glimmer");
    expect(ids(res.json.data.tracks)).toEqual([listed.id]);
    expect(res.json.data.albums).toEqual([]);
    expect(res.json.data.artists).toEqual([]);
    expect(ids(res.json.data.playlists)).toEqual([mine.id]);
    expect((await search(other.token, "q=glimmer")).json.data.playlists).toHaveLength(1);
  });

  it("keeps the index in step with renames through the triggers", async () => {
    const { token } = await registerUser();
    const artist = await createArtist({ name: "Oldname Vireo" });
    const track = await createTrack({ title: "Tundrabloom", artistId: artist.id });
    await env.DB.prepare("update tracks set title = ? where id = ?").bind("Saltmarrow", track.id).run();
    expect((await search(token, "q=tundrabloom")).json.data.tracks).toEqual([]);
    expect(ids((await search(token, "q=saltmar")).json.data.tracks)).toEqual([track.id]);

    await env.DB.prepare("update artists set name = ? where id = ?").bind("Newname Vireo", artist.id).run();
    expect(ids((await search(token, "q=newname&types=tracks")).json.data.tracks)).toEqual([track.id]);
    expect((await search(token, "q=oldname")).json.data.tracks).toEqual([]);

    await env.DB.prepare("delete from tracks where id = ?").bind(track.id).run();
    expect((await search(token, "q=saltmar")).json.data.tracks).toEqual([]);
  });

  it("filters by types, caps each group by limit, and validates input", async () => {
    const { token } = await registerUser();
    const artist = await createArtist({ name: "Pelloquin" });
    for (let i = 0; i < 7; i++) await createTrack({ title: `Pelloquin ${i}`, artistId: artist.id });
    const only = await search(token, "q=pelloquin&types=artists");
    expect(ids(only.json.data.artists)).toEqual([artist.id]);
    expect(only.json.data.tracks).toEqual([]);
    expect((await search(token, "q=pelloquin")).json.data.tracks).toHaveLength(5);
    expect((await search(token, "q=pelloquin&limit=6&types=tracks,artists")).json.data.tracks).toHaveLength(
      6,
    );

    for (const query of [
      "q=",
      "q=%20%20",
      `q=${"a".repeat(101)}`,
      "q=x&limit=21",
      "q=x&limit=0",
      "q=x&types=songs",
      "q=x&types=",
      "",
    ]) {
      const res = await search(token, query);
      expect(res.status, query).toBe(422);
      expect(res.json.code).toBe("VALIDATION");
    }
    expect((await search(token, "q=x&limit=21")).json.message.limit).toBeDefined();
    expect((await search(token, "q=x&types=songs")).json.message.types).toBeDefined();
    expect((await search(undefined, "q=x")).status).toBe(401);
  });

  it("treats FTS5 syntax as plain words", async () => {
    const { token } = await registerUser();
    for (const q of ['"', "title:foo", "a OR b", "NEAR(a b)", "*", "-x", "(", "^lo", "?!"]) {
      const res = await search(token, `q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });

  it("ranks only a common word's newest matches, so a search reads as much at any catalogue size", async () => {
    const { token } = await registerUser();
    const artist = await createArtist({ name: "Filler Band" });
    // The best match by bm25 (the shortest title) is the oldest, beyond the newest SEARCH_CANDIDATES.
    const oldest = await createTrack({ title: "Xylocopa", artistId: artist.id });
    const newer: string[] = [];
    for (let i = 0; i < SEARCH_CANDIDATES; i += 1) {
      newer.push((await createTrack({ title: `Xylocopa and a longer title ${i}`, artistId: artist.id })).id);
    }
    const res = await search(token, "q=xylocopa&types=tracks&limit=5");
    expect(res.status).toBe(200);
    const found = ids(res.json.data.tracks);
    expect(found).toHaveLength(5);
    expect(found).not.toContain(oldest.id);
    for (const id of found) expect(newer).toContain(id);
  });
});
