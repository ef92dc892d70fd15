import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
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
  studioEscrow,
  studioOwner,
} from "../../test-support/appointment-fixtures";
import { producer } from "../../test-support/beat-fixtures";
import { call } from "../../test-support/client";
import { expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import { funds } from "../../test-support/song-fixtures";

/*
 * A booking's life on real D1 (issue #36, spec §7 `/creator/appointments`): the producer confirms,
 * declines or completes; either side cancels; each move's money (refund or release) happens once.
 */

const A = "/creator/appointments";
const PRICE = depositOf(2_500, 2, 50); // 2,500 + 50

/** A studio, a client holding $1,000, and a pending 2-hour booking `ahead` from now. */
async function booked(ahead = 3 * DAY) {
  const { p, studio } = await studioOwner();
  const c = await client(100_000);
  const start = gridStart(ahead);
  const paid = await payBooking(c.token, { studio_id: studio.id, start, hours: 2 }, PRICE);
  if (paid.status !== 200) throw new Error(`book: ${paid.status} ${JSON.stringify(paid.json)}`);
  const id = (await bookingOfOperation(paid.json.data.id)) as string;
  return { p, c, studio, id, start };
}

const cells = async (id: string) =>
  (
    await env.DB.prepare("select count(*) as n from studio_booking_cells where booking_id = ?")
      .bind(id)
      .first<{ n: number }>()
  )?.n;

describe("/creator/appointments: reading bookings", () => {
  it("shows a booking to its two sides only; lists, upcoming, and the address once confirmed", async () => {
    const { p, c, studio, id, start } = await booked();
    const asClient = await call(`${A}/${id}`, { token: c.token });
    expect(asClient.status).toBe(200);
    expect(asClient.json.data).toMatchObject({
      id,
      status: "pending",
      role: "client",
      studio: { id: studio.id, name: "Kampala Sound", address: null },
      starts_at: new Date(start).toISOString(),
      time_zone: "Africa/Kampala",
      hours: 2,
      price: 5_000,
      deposit: 2_500,
      fee: 50,
      balance_due: 2_500,
      can_confirm: false,
      cancel: { outcome: "refund", refund: 2_550 },
    });
    const asStudio = await call(`${A}/${id}`, { token: p.token });
    expect(asStudio.json.data).toMatchObject({
      role: "studio",
      can_confirm: true,
      can_decline: true,
      studio: { address: "Plot 5, Kira Road" },
    });
    // Another producer: past the role checks, still not a party.
    const stranger = await producer("Stranger");
    for (const path of [`${A}/${id}`, `${A}/ics/${id}`]) {
      expect((await call(path, { token: stranger.token })).status, path).toBe(404);
    }
    for (const verb of ["confirm", "decline", "cancel", "complete"] as const) {
      expect((await move(verb, stranger.token, id)).status, verb).toBe(404);
    }
    // The client cannot act as the studio.
    expect((await move("confirm", c.token, id)).status).toBe(403);
    expect((await call(`${A}/apt_00000000000000000000000000`, { token: c.token })).status).toBe(404);

    const mine = await call(`${A}?status=pending`, { token: c.token });
    expect(mine.json.data.data.map((b: { id: string }) => b.id)).toEqual([id]);
    expect((await call(`${A}?status=confirmed`, { token: c.token })).json.data.total).toBe(0);
    expect((await call(`${A}?status=lost`, { token: c.token })).status).toBe(422);
    const requests = await call(`${A}?role=studio`, { token: p.token });
    expect(requests.json.data.data.map((b: { id: string }) => b.id)).toEqual([id]);
    expect(
      (await call(`${A}/upcoming`, { token: c.token })).json.data.map((b: { id: string }) => b.id),
    ).toEqual([id]);
    expect((await call(`${A}/upcoming`, { token: p.token })).json.data[0]).toMatchObject({
      id,
      role: "studio",
    });

    expect((await call(`${A}/ics/${id}`, { token: c.token })).status).toBe(409);
    const confirmed = await move("confirm", p.token, id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({
      msg: "Booking confirmed successfully",
      data: { status: "confirmed" },
    });
    expect((await call(`${A}/${id}`, { token: c.token })).json.data.studio.address).toBe("Plot 5, Kira Road");
    expect((await call(`/creator/studio/${studio.id}`, { token: c.token })).json.data.address).toBe(
      "Plot 5, Kira Road",
    );
    const ics = await call(`${A}/ics/${id}`, { token: c.token });
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toMatch(/^text\/calendar/);
    const local = new Date(start + 3 * HOUR).toISOString().replace(/[-:]/g, "").slice(0, 15);
    expect(ics.json).toContain(`DTSTART;TZID=Africa/Kampala:${local}`);
    expect(ics.json).toContain(`UID:${id}@ngoma`);
    expect(ics.json).toContain("TZID:Africa/Kampala");
  });
});

describe("/creator/appointments: moves and their money", () => {
  it("declines: the client gets deposit and fee back, the time frees up, once", async () => {
    const { p, c, id } = await booked();
    const escrow = await studioEscrow();
    const declined = await move("decline", p.token, id);
    expect(declined.status).toBe(200);
    expect(declined.json.data).toMatchObject({ status: "declined", cancel: null });
    expect(await funds(c.user.id)).toEqual({ balance: 100_000, held: 0 });
    expect(await studioEscrow()).toBe(escrow - 2_550);
    expect(await cells(id)).toBe(0);
    expect((await move("decline", p.token, id)).status).toBe(409);
    expect((await move("cancel", c.token, id)).status).toBe(409);
    expect((await move("confirm", p.token, id)).status).toBe(409);
    const told = await env.DB.prepare(
      "select type from notifications where user_id = ? and type = 'Booking declined'",
    )
      .bind(c.user.id)
      .all();
    expect(told.results).toHaveLength(1);
    await expectLedgerInvariants();
  });

  it("the client cancels a confirmed session 24 h ahead or more: everything back", async () => {
    const { p, c, id } = await booked(3 * DAY);
    await move("confirm", p.token, id);
    const seen = await call(`${A}/${id}`, { token: c.token });
    expect(seen.json.data.cancel).toEqual({ outcome: "refund", refund: 2_550 });
    const cancelled = await move("cancel", c.token, id);
    expect(cancelled.json.data).toMatchObject({ status: "cancelled", cancelled_by: "client" });
    expect(await funds(c.user.id)).toEqual({ balance: 100_000, held: 0 });
    expect((await funds(p.user.id)).balance).toBe(0);
    expect(await cells(id)).toBe(0);
    await expectLedgerInvariants();
  });

  it("the client cancels a confirmed session under 24 h ahead: the deposit goes to the producer", async () => {
    const { p, c, id } = await booked(6 * HOUR);
    await move("confirm", p.token, id);
    expect((await call(`${A}/${id}`, { token: c.token })).json.data.cancel).toEqual({
      outcome: "release",
      refund: 0,
    });
    const before = await env.DB.prepare("select balance from ledger_accounts where id = 'lac_fees'").first<{
      balance: number;
    }>();
    expect((await move("cancel", c.token, id)).json.data.status).toBe("cancelled");
    expect(await funds(c.user.id)).toEqual({ balance: 100_000 - 2_550, held: 0 });
    expect((await funds(p.user.id)).balance).toBe(2_500);
    const after = await env.DB.prepare("select balance from ledger_accounts where id = 'lac_fees'").first<{
      balance: number;
    }>();
    expect((after?.balance ?? 0) - (before?.balance ?? 0)).toBe(50);
    await expectLedgerInvariants();
  });

  it("the producer cancels: a full refund, even under 24 h", async () => {
    const { p, c, id } = await booked(6 * HOUR);
    await move("confirm", p.token, id);
    const res = await move("cancel", p.token, id);
    expect(res.json.data).toMatchObject({ status: "cancelled", cancelled_by: "studio" });
    expect(await funds(c.user.id)).toEqual({ balance: 100_000, held: 0 });
    await expectLedgerInvariants();
  });

  it("completes after the end only: the deposit released to the producer, once", async () => {
    const { p, c, id } = await booked(2 * DAY);
    await move("confirm", p.token, id);
    const early = await move("complete", p.token, id);
    expect(early.status).toBe(409);
    expect(early.json.msg).toBe("This session has not ended yet.");
    await shiftBooking(id, 2 * DAY + 3 * HOUR);
    expect((await move("cancel", c.token, id)).status).toBe(409);
    expect((await move("complete", c.token, id)).status).toBe(403);
    const done = await move("complete", p.token, id);
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ status: "completed", can_complete: false, cancel: null });
    expect((await funds(p.user.id)).balance).toBe(2_500);
    expect(await funds(c.user.id)).toEqual({ balance: 100_000 - 2_550, held: 0 });
    expect((await move("complete", p.token, id)).status).toBe(409);
    expect((await funds(p.user.id)).balance).toBe(2_500);
    const order = await env.DB.prepare(
      "select o.status from orders o join studio_bookings b on b.order_id = o.id where b.id = ?",
    )
      .bind(id)
      .first();
    expect(order).toEqual({ status: "released" });
    // The wallet's history shows the producer's earning.
    const line = await call("/user/wallet/payment-requests", { token: p.token });
    expect(line.status).toBe(200);
    await expectLedgerInvariants();
  });

  it("a pending booking whose session began cannot be confirmed", async () => {
    const { p, id } = await booked(2 * DAY);
    await shiftBooking(id, 2 * DAY + HOUR);
    const late = await move("confirm", p.token, id);
    expect(late.status).toBe(409);
    expect(late.json.msg).toBe("This session has already started.");
  });
});
