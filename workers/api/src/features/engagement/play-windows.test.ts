import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { addDailyPlays, today } from "../../test-support/collection-fixtures";
import { advancePlayWindows, PLAY_WINDOWS, windowStart } from "./play-windows";

const DAY_MS = 86_400_000;

type Counter = { subject_type: string; days: number; subject_id: string; plays: number };

/** What the triggers keep, as rows sorted the same way as `recount`. */
async function counters(): Promise<Counter[]> {
  const { results } = await env.DB.prepare(
    "select subject_type, days, subject_id, plays from play_windows order by 1, 2, 3",
  ).all<Counter>();
  return results;
}

/** The same counters recomputed from `daily_plays` and the marks: the truth they must equal. */
async function recount(): Promise<Counter[]> {
  const { results } = await env.DB.prepare(
    `select d.subject_type, m.days, d.subject_id, sum(d.plays) as plays
     from play_window_marks m join daily_plays d on d.day >= m.counted_from
     group by 1, 2, 3 having sum(d.plays) > 0 order by 1, 2, 3`,
  ).all<Counter>();
  return results;
}

const marks = async () =>
  (await env.DB.prepare("select days, counted_from from play_window_marks order by days").all()).results;

// Each test file has its own D1; the marks start where migration 0006 put them (today's windows).
describe("play windows", () => {
  it("has one mark per window the code ranks by, each starting today's window", async () => {
    expect(await marks()).toEqual(
      Object.values(PLAY_WINDOWS)
        .sort((a, b) => a - b)
        .map((days) => ({ days, counted_from: windowStart(days, Date.now()) })),
    );
  });

  it("keeps every window's counters equal to the plays of its days, through inserts, upserts and deletes", async () => {
    const day = today();
    await addDailyPlays("track", "trk_a", day, 3);
    await addDailyPlays("track", "trk_a", day, 2); // an upsert: the update trigger
    await addDailyPlays("track", "trk_a", day - 6, 4); // the week's first day
    await addDailyPlays("track", "trk_a", day - 7, 100); // the month only
    await addDailyPlays("track", "trk_a", day - 29, 10); // the month's first day
    await addDailyPlays("track", "trk_a", day - 30, 1_000); // neither
    await addDailyPlays("album", "alb_a", day, 7);
    await addDailyPlays("album", "alb_b", day - 10, 1);
    expect(await counters()).toEqual(await recount());
    expect(await counters()).toEqual([
      { subject_type: "album", days: 7, subject_id: "alb_a", plays: 7 },
      { subject_type: "album", days: 30, subject_id: "alb_a", plays: 7 },
      { subject_type: "album", days: 30, subject_id: "alb_b", plays: 1 },
      { subject_type: "track", days: 7, subject_id: "trk_a", plays: 9 },
      { subject_type: "track", days: 30, subject_id: "trk_a", plays: 119 },
    ]);

    // Forgetting a subject (engagement/forget.ts deletes its daily rows) empties its counters.
    await env.DB.prepare(
      "delete from daily_plays where subject_type = 'album' and subject_id = 'alb_a'",
    ).run();
    await env.DB.prepare("update daily_plays set plays = 0 where subject_id = 'alb_b'").run();
    expect(await counters()).toEqual(await recount());
    expect((await counters()).map((c) => c.subject_id)).toEqual(["trk_a", "trk_a"]);
  });

  it("moves the windows a day on, exactly once however often or late the advance runs", async () => {
    const before = await counters();
    const db = testDb();
    await advancePlayWindows(db, Date.now()); // same day: nothing leaves
    expect(await counters()).toEqual(before);

    const tomorrow = Date.now() + DAY_MS;
    await advancePlayWindows(db, tomorrow);
    await advancePlayWindows(db, tomorrow); // a retried cron
    expect(await marks()).toEqual([
      { days: 7, counted_from: windowStart(7, tomorrow) },
      { days: 30, counted_from: windowStart(30, tomorrow) },
    ]);
    const after = await counters();
    expect(after).toEqual(await recount());
    // trk_a's oldest counted days (day - 6 in the week, day - 29 in the month) have left.
    expect(after.filter((c) => c.subject_id === "trk_a").map((c) => [c.days, c.plays])).toEqual([
      [7, 5],
      [30, 109],
    ]);

    // A late cron, four weeks on: the week is empty, the month keeps only what is left of it.
    const later = Date.now() + 27 * DAY_MS;
    await advancePlayWindows(db, later);
    expect(await counters()).toEqual(await recount());
    expect((await counters()).map((c) => [c.subject_id, c.days, c.plays])).toEqual([["trk_a", 30, 5]]);
    // Plays on a day a window no longer counts never enter it: today is out of the week, in the month.
    await addDailyPlays("track", "trk_b", today(), 1);
    expect((await counters()).filter((c) => c.subject_id === "trk_b").map((c) => c.days)).toEqual([30]);
  });
});
