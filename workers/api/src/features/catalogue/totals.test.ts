import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  createAlbum,
  createArtist,
  createGenre,
  createMood,
  createTrack,
  testDb,
} from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { createNonstop, createPlaylist } from "../../test-support/collection-fixtures";
import { planOf } from "../../test-support/query-plans";
import { listedTotal, listedTotalQuery } from "./totals";

const LISTED = "publication = 'published' and visibility = 'public' and status = 1";

/** count(*) the slow way, to hold the trigger-kept counter to. */
async function counted(sql: string, ...params: unknown[]) {
  const row = await env.DB.prepare(`select count(*) as n from ${sql}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Every total the lists read agrees with a live count(*) over the same rows. */
async function expectExact(genres: string[], moods: string[]) {
  const db = testDb();
  expect(await listedTotal(db, "track")).toBe(await counted(`tracks where ${LISTED}`));
  for (const genre of genres) {
    expect(await listedTotal(db, "track", { genre })).toBe(
      await counted(`tracks where ${LISTED} and genre_id = ?`, genre),
    );
    for (const mood of moods) {
      expect(await listedTotal(db, "track", { genre, mood })).toBe(
        await counted(`tracks where ${LISTED} and genre_id = ? and mood_id = ?`, genre, mood),
      );
    }
  }
  for (const mood of moods) {
    expect(await listedTotal(db, "track", { mood })).toBe(
      await counted(`tracks where ${LISTED} and mood_id = ?`, mood),
    );
  }
  expect(await listedTotal(db, "album")).toBe(await counted(`albums where ${LISTED}`));
  expect(await listedTotal(db, "artist")).toBe(await counted("artists where status = 1"));
  expect(await listedTotal(db, "playlist")).toBe(await counted("playlists where visibility = 'public'"));
  expect(await listedTotal(db, "nonstop")).toBe(await counted("nonstops where status = 1"));
}

const run = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .run();

describe("listed totals kept by triggers (docs/decisions/0308)", () => {
  it("stay exact across insert, publish, unpublish, genre and mood changes, hiding and delete", async () => {
    const [g1, g2] = [await createGenre(), await createGenre()];
    const [m1, m2] = [await createMood(), await createMood()];
    const genres = [g1.id, g2.id];
    const moods = [m1.id, m2.id];
    const artist = await createArtist();
    const a = await createTrack({ artistId: artist.id, genreId: g1.id, moodId: m1.id });
    const b = await createTrack({ artistId: artist.id, genreId: g1.id, publication: "draft" });
    const c = await createTrack({ artistId: artist.id, moodId: m2.id });
    await expectExact(genres, moods);
    await run("update tracks set publication = 'published' where id = ?", b.id); // publish
    await expectExact(genres, moods);
    await run("update tracks set publication = 'draft' where id = ?", a.id); // unpublish
    await expectExact(genres, moods);
    await run("update tracks set publication = 'published', genre_id = ? where id = ?", g2.id, a.id);
    await expectExact(genres, moods);
    await run("update tracks set genre_id = ?, mood_id = ? where id = ?", g2.id, m1.id, c.id); // genre change
    await expectExact(genres, moods);
    await run("update tracks set visibility = 'private' where id = ?", b.id);
    await run("update tracks set status = 0 where id = ?", c.id);
    await expectExact(genres, moods);
    await run("update tracks set like_count = like_count + 1, play_count = 7 where id = ?", a.id); // no effect
    await expectExact(genres, moods);
    await run("delete from tracks where id = ?", a.id); // delete a listed track
    await run("delete from tracks where id = ?", b.id); // delete an unlisted one
    await expectExact(genres, moods);
  });

  it("stay exact for albums, artists (and their cascaded tracks), playlists and non-stops", async () => {
    const genre = await createGenre();
    const artist = await createArtist();
    const other = await createArtist({ status: 0 });
    const album = await createAlbum({ artistId: artist.id });
    await createAlbum({ artistId: artist.id, publication: "draft" });
    await createTrack({ artistId: artist.id, albumId: album.id, genreId: genre.id });
    await createTrack({ artistId: other.id, genreId: genre.id });
    const { user } = await registerUser();
    const playlist = await createPlaylist({ ownerUserId: user.id, visibility: "public" });
    const nonstop = await createNonstop();
    await expectExact([genre.id], []);
    await run("update albums set status = 0 where id = ?", album.id);
    await run("update artists set status = 1 where id = ?", other.id);
    await run("update playlists set visibility = 'private' where id = ?", playlist.id);
    await run("update nonstops set status = 0 where id = ?", nonstop.id);
    await expectExact([genre.id], []);
    await run("update albums set status = 1 where id = ?", album.id);
    await run("update playlists set visibility = 'public' where id = ?", playlist.id);
    await expectExact([genre.id], []);
    await run("delete from artists where id = ?", artist.id); // cascades to its albums and tracks
    await run("delete from playlists where id = ?", playlist.id);
    await run("delete from nonstops where id = ?", nonstop.id);
    await expectExact([genre.id], []);
  });

  it("is what the list pages answer as their total, for every filter", async () => {
    const { token } = await registerUser();
    const genre = await createGenre();
    const mood = await createMood();
    await createTrack({ genreId: genre.id, moodId: mood.id });
    await createTrack({ genreId: genre.id });
    const hidden = await createTrack({ genreId: genre.id, moodId: mood.id, visibility: "private" });
    const total = async (query: string) =>
      (await call(`/user/global/music-tracks?per_page=1&${query}`, { token })).json.data.total;
    expect(await total(`genre=${genre.id}`)).toBe(2);
    expect(await total(`genre=${genre.id}&mood=${mood.id}`)).toBe(1);
    expect(await total(`mood=${mood.id}`)).toBe(1);
    expect(await total("genre=*")).toBe(0);
    await run("update tracks set visibility = 'public' where id = ?", hidden.id);
    expect(await total(`genre=${genre.id}&mood=${mood.id}`)).toBe(2);
  });

  it("reads one row by primary key, whatever the catalogue size", async () => {
    const plan = await planOf(listedTotalQuery(testDb(), "track", { genre: "gen_x" }));
    expect(plan).toMatch(
      /SEARCH listed_totals USING (PRIMARY KEY|INDEX sqlite_autoindex_listed_totals_1) \(subject=\? AND genre=\? AND mood=\?\)/,
    );
  });
});
