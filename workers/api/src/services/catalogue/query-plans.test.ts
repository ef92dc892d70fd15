import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { albumTrackTotals } from "./album-views";
import { artistAlbumCounts, artistTrackCounts } from "./artist-views";
import { relatedQueries } from "./track-lists";

/**
 * SQLite's plan for a drizzle query in D1. D1 keeps no planner statistics, so the plan here, on a tiny
 * test database, is the plan at 100k tracks too: that is what makes it worth pinning.
 */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join("\n");
}

const ids = ["id_1", "id_2", "id_3"];

describe("query plans of the counts shown on album and artist views", () => {
  it.each([
    ["album track totals", () => albumTrackTotals(testDb(), ids), "tracks", "tracks_album_idx"],
    ["artist track counts", () => artistTrackCounts(testDb(), ids), "tracks", "tracks_artist_idx"],
    ["artist album counts", () => artistAlbumCounts(testDb(), ids), "albums", "albums_artist_idx"],
  ])("%s walk the parent's index, never every listed row", async (_name, query, table, index) => {
    const plan = await planOf(query());
    expect(plan).toContain(`SEARCH ${table} USING INDEX ${index} (`);
    expect(plan).not.toMatch(/listed/);
  });
});

describe("query plans of related tracks", () => {
  const related = () =>
    relatedQueries(testDb(), { id: "trk_1", artistId: "art_1", genreId: "gen_1", moodId: "mod_1" }, 10);
  it.each([
    ["the same artist's", () => related().sameArtist, "tracks_artist_idx"],
    ["the same genre and mood", () => related().both, "tracks_(genre|mood)_idx"],
    ["the same genre", () => related().genre, "tracks_genre_idx"],
    ["the same mood", () => related().mood, "tracks_mood_idx"],
  ])("%s tracks walk their own index, never every listed track by plays", async (_name, query, index) => {
    const group = query();
    if (!group) throw new Error("every group applies to a track with a genre and a mood");
    const plan = await planOf(group);
    expect(plan).toMatch(new RegExp(`SEARCH tracks USING INDEX ${index} \\(`));
    expect(plan).not.toMatch(/listed/);
  });
});
