import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { ViewContext } from "../features/catalogue/view-context";
import { type RankedQuery, type RankedSubject, rankedQueries } from "../features/engagement/play-rankings";
import { testDb } from "./catalogue-fixtures";

/**
 * SQLite's plan for a drizzle query in D1. D1 keeps no planner statistics, so the plan here, on a tiny
 * test database, is the plan at 1M tracks too: that is what makes it worth pinning (ADR 0307, 0308).
 */
export async function planOf(query: unknown) {
  const { sql: text, params } = (query as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${text}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join("\n");
}

/** The view context the pinned statements are built with. */
export const planContext = (): ViewContext => ({ db: testDb(), env, viewerId: "usr_1", now: Date.now() });

/** A full scan of a catalogue table (by rows or by a whole index): never on a hot path. */
export const FULL_SCAN =
  /^SCAN (tracks|albums|artists|playlists|nonstops|reactions|plays|daily_plays|play_windows)\b/m;

/**
 * A one-statement view (rows and the viewer's flags together) is index-driven: every `expected` line
 * is in its plan, no full scan, and the viewer's flags are primary-key probes of reactions, never a
 * walk of someone's reactions.
 */
export async function expectIndexDriven(statement: unknown, expected: RegExp[]) {
  const plan = await planOf(statement);
  for (const line of expected) expect(plan).toMatch(line);
  expect(plan).not.toMatch(FULL_SCAN);
  for (const line of plan.split("\n").filter((l) => l.includes("reactions"))) {
    expect(line).toMatch(
      /^SEARCH reactions USING COVERING INDEX sqlite_autoindex_reactions_1 \(user_id=\? AND kind=\? AND subject_type=\? AND subject_id=\?\)$/,
    );
  }
}

/**
 * A ranking by recent plays (`rankedQueries`): the head walks the window's counters most played first
 * (no sort of the window) probing the subject by primary key, the tail walks the subject's plays index
 * probing the counters by primary key; neither scans a table.
 */
export async function expectRankedPlans(
  subject: RankedSubject,
  statement: (q: RankedQuery) => unknown,
  table: string,
  playsIndex: string,
) {
  const { head, tail } = rankedQueries(subject, { days: 7, offset: 20, limit: 10 });
  const headPlan = await planOf(statement(head));
  expect(headPlan).toMatch(
    /^SEARCH play_windows USING (COVERING )?INDEX play_windows_rank_idx \(subject_type=\? AND days=\?\)$/m,
  );
  expect(headPlan).toMatch(
    new RegExp(`SEARCH ${table} USING INDEX sqlite_autoindex_${table}_1 \\(id=\\?\\)`),
  );
  // Any sort, even of the ties' right part, reads every row sharing a count before LIMIT applies.
  expect(headPlan).not.toMatch(/USE TEMP B-TREE/);
  expect(headPlan).not.toMatch(/_listed_|_status_|_visibility_/);
  expect(headPlan).not.toMatch(FULL_SCAN);
  const tailPlan = await planOf(statement(tail));
  expect(tailPlan).toMatch(new RegExp(`SEARCH ${table} USING INDEX ${playsIndex}`));
  expect(tailPlan).toMatch(
    /SEARCH play_windows USING (COVERING )?INDEX sqlite_autoindex_play_windows_1 \(subject_type=\? AND days=\? AND subject_id=\?\)/,
  );
  expect(tailPlan).not.toMatch(FULL_SCAN);
}
