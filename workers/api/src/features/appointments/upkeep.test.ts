import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { scheduled, UPKEEP_CRON } from "../../scheduled";
import {
  bookingOfOperation,
  client,
  DAY,
  depositOf,
  gridStart,
  HOUR,
  move,
  payBooking,
  shiftBooking,
  studioOwner,
} from "../../test-support/appointment-fixtures";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call } from "../../test-support/client";
import { expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import { funds } from "../../test-support/song-fixtures";
import { completeFinished, declineUnanswered, sendReminders } from "./upkeep.service";

/*
 * The appointments' clocks on real D1 (issue #36): unanswered requests declined after 48 h, sessions
 * completed 24 h after their end, reminders 24 h and 1 h before, each once however often the upkeep runs.
 */

const deps = { db: testDb(), realtime: env.REALTIME };
const PRICE = depositOf(2_500, 1, 50);

async function booked(ahead: number) {
  const { p, studio } = await studioOwner();
  const c = await client(10_000);
  const start = gridStart(ahead);
  const paid = await payBooking(c.token, { studio_id: studio.id, start, hours: 1 }, PRICE);
  const id = (await bookingOfOperation(paid.json.data.id)) as string;
  return { p, c, id, start };
}

const status = async (token: string, id: string) =>
  (await call(`/creator/appointments/${id}`, { token })).json.data.status;

const reminders = async (userId: string, id: string) =>
  (
    await env.DB.prepare(
      "select count(*) as n from notifications where user_id = ? and type = 'Booking reminder' and json_extract(data, '$.booking_id') = ?",
    )
      .bind(userId, id)
      .first<{ n: number }>()
  )?.n;

describe("appointments upkeep", () => {
  it("declines a request unanswered for 48 h, with a full refund, once", async () => {
    const { c, id } = await booked(5 * DAY);
    const now = Date.now();
    await declineUnanswered(deps, now + 47 * HOUR);
    expect(await status(c.token, id)).toBe("pending");
    const results = await Promise.all([
      declineUnanswered(deps, now + 49 * HOUR),
      declineUnanswered(deps, now + 49 * HOUR),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await status(c.token, id)).toBe("declined");
    expect(await funds(c.user.id)).toEqual({ balance: 10_000, held: 0 });
    await expectLedgerInvariants();
  });

  it("declines a request whose session began before an answer", async () => {
    const { c, id, start } = await booked(3 * HOUR);
    await declineUnanswered(deps, start + 60_000);
    expect(await status(c.token, id)).toBe("declined");
    expect(await funds(c.user.id)).toEqual({ balance: 10_000, held: 0 });
  });

  it("completes a confirmed session 24 h after its end, releasing the deposit, once", async () => {
    const { p, c, id, start } = await booked(2 * DAY);
    await move("confirm", p.token, id);
    const end = start + HOUR;
    await completeFinished(deps, end + 23 * HOUR);
    expect(await status(c.token, id)).toBe("confirmed");
    await Promise.all([completeFinished(deps, end + 25 * HOUR), completeFinished(deps, end + 25 * HOUR)]);
    expect(await status(c.token, id)).toBe("completed");
    expect((await funds(p.user.id)).balance).toBe(1_250);
    await completeFinished(deps, end + 26 * HOUR);
    expect((await funds(p.user.id)).balance).toBe(1_250);
    await expectLedgerInvariants();
  });

  it("reminds both sides 24 h and 1 h before a confirmed session, each once", async () => {
    const { p, c, id, start } = await booked(3 * DAY);
    await move("confirm", p.token, id);
    await sendReminders(deps, start - 25 * HOUR);
    expect(await reminders(c.user.id, id)).toBe(0);
    await Promise.all([sendReminders(deps, start - 23 * HOUR), sendReminders(deps, start - 23 * HOUR)]);
    await sendReminders(deps, start - 22 * HOUR);
    expect(await reminders(c.user.id, id)).toBe(1);
    expect(await reminders(p.user.id, id)).toBe(1);
    await sendReminders(deps, start - 30 * 60_000);
    await sendReminders(deps, start - 20 * 60_000);
    expect(await reminders(c.user.id, id)).toBe(2);
    expect(await reminders(p.user.id, id)).toBe(2);
  });

  it("a pending booking gets no reminder", async () => {
    const { c, id, start } = await booked(3 * DAY);
    await sendReminders(deps, start - 23 * HOUR);
    expect(await reminders(c.user.id, id)).toBe(0);
  });

  it("runs on the 10-minute cron", async () => {
    const { c, id } = await booked(3 * DAY);
    await shiftBooking(id, 4 * DAY);
    await scheduled({ cron: UPKEEP_CRON }, env);
    expect(await status(c.token, id)).toBe("declined");
    expect(await funds(c.user.id)).toEqual({ balance: 10_000, held: 0 });
  });
});
