import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { planOf } from "../../test-support/query-plans";
import type { MarketQuery } from "./market.contract";
import { marketStatements } from "./market.service";

/*
 * The market's plans, pinned: D1 keeps no planner statistics, so the plan on this small database is the
 * plan at 100k beats too (ADR 0307). Every list walks one of the `listed` indexes in the order it pages
 * in, so the rows read stop at the page; the count walks the same index, capped at the paging depth.
 */

const db = testDb();
const query = (extra: Partial<MarketQuery> = {}): MarketQuery => ({ page: 1, per_page: 20, ...extra });

describe("marketplace query plans", () => {
  it.each([
    ["newest, featured first", query(), /SEARCH beats USING INDEX beats_market_new_idx \(listed=\?\)/],
    [
      "cheapest first",
      query({ sort: "price_asc" }),
      /SEARCH beats USING INDEX beats_market_price_idx \(listed=\?\)/,
    ],
    [
      "dearest first",
      query({ sort: "price_desc" }),
      /SEARCH beats USING INDEX beats_market_price_idx \(listed=\?\)/,
    ],
    [
      "most played this week",
      query({ sort: "popular" }),
      /SEARCH beats USING INDEX beats_market_popular_idx \(listed=\?\)/,
    ],
    [
      "one genre",
      query({ genre_id: "gen_1" }),
      /SEARCH beats USING INDEX beats_market_genre_idx \(listed=\? AND genre_id=\?\)/,
    ],
  ])("%s: walks a market index, no sort step, no scan", async (_name, q, index) => {
    const { rows, total } = marketStatements(db, q);
    const plan = await planOf(rows);
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(/SCAN beats\b/);
    expect(plan).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    expect(plan).toMatch(
      /SEARCH users USING INTEGER PRIMARY KEY|SEARCH users USING INDEX sqlite_autoindex_users_1/,
    );
    expect(await planOf(total)).not.toMatch(/SCAN beats\b/);
    // The preview's cover and length: one primary-key probe per row.
    expect(plan).toMatch(
      /SEARCH pt USING INDEX sqlite_autoindex_tracks_1 \(id=\?\)|SEARCH pt USING INTEGER PRIMARY KEY/,
    );
  });

  it("the upkeep's popular refresh reaches only beats with recent plays, through the popular index", async () => {
    // The condition of plays.service's refresh (an update's plan is its search's).
    const statement = "select id from beats where listed in (0, 1) and recent_plays > 0";
    const plan = await planOf({ toSQL: () => ({ sql: statement, params: [] }) });
    expect(plan).toMatch(/beats_market_popular_idx/);
    expect(plan).not.toMatch(/SCAN beats\b/);
  });
});
