import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { planOf } from "../../test-support/query-plans";
import type { SongMarketQuery } from "./market.contract";
import { songMarketStatements } from "./market.service";

/*
 * The song market's plans, pinned: D1 keeps no planner statistics, so the plan on this small database is
 * the plan at any size (ADR 0307). Every list walks one of the `listed` indexes in the order it pages in,
 * so the rows read stop at the page; the count walks the same index, capped at the paging depth.
 */

const db = testDb();
const query = (extra: Partial<SongMarketQuery> = {}): SongMarketQuery => ({
  page: 1,
  per_page: 20,
  ...extra,
});

describe("song market query plans", () => {
  it.each([
    [
      "newest",
      query(),
      /SEARCH written_songs USING (COVERING )?INDEX written_songs_market_idx \(listed=\?\)/,
    ],
    [
      "cheapest first",
      query({ sort: "price_asc" }),
      /SEARCH written_songs USING INDEX written_songs_market_price_idx \(listed=\?\)/,
    ],
    [
      "dearest first",
      query({ sort: "price_desc" }),
      /SEARCH written_songs USING INDEX written_songs_market_price_idx \(listed=\?\)/,
    ],
    [
      "one genre",
      query({ genre_id: "gen_1" }),
      /SEARCH written_songs USING INDEX written_songs_market_genre_idx \(listed=\? AND genre_id=\?\)/,
    ],
  ])("%s: walks a market index, no sort step, no scan", async (_name, q, index) => {
    const { rows, total } = songMarketStatements(db, q);
    const plan = await planOf(rows);
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(/SCAN written_songs\b/);
    expect(plan).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    expect(await planOf(total)).not.toMatch(/SCAN written_songs\b/);
  });
});
