import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  bookingOfOperation,
  client,
  DAY,
  depositOf,
  gridStart,
  HOUR,
  payBooking,
  studioBody,
  studioEscrow,
  studioOwner,
} from "../../test-support/appointment-fixtures";
import { call, grantRole, registerVerifiedUser } from "../../test-support/client";
import { expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import { funds } from "../../test-support/song-fixtures";
import { addMethod, CARD, money } from "../../test-support/wallet-fixtures";
import { sessionPrice } from "./rules";

/*
 * Booking a studio on real D1 (issue #36): the deposit paid through `make-service-payment` (request type
 * `studio_booking`) into the studio escrow, priced by the server; the booking and its cells in the same
 * batch; every bad request refused before any money moves.
 */

const fields = (res: { json: { message?: Record<string, string[]> } }) =>
  Object.keys(res.json.message ?? {}).sort();
const ratePrice = depositOf(2_500, 2, 50); // the fixture studio: $25/h, 50 %

describe("studio_booking: paying the deposit", () => {
  it("books a free slot: pending, deposit + fee in escrow, a held order, cells held", async () => {
    const { p, studio } = await studioOwner();
    const c = await client(100_000);
    const escrow = await studioEscrow();
    const start = gridStart(3 * DAY);
    const paid = await payBooking(
      c.token,
      { studio_id: studio.id, start, hours: 2, notes: "Vocals" },
      ratePrice,
    );
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ status: "completed", amount: 2_500, fee: 50 });
    const bookingId = await bookingOfOperation(paid.json.data.id);
    expect(bookingId).toMatch(/^apt_/);
    const row = await env.DB.prepare("select * from studio_bookings where id = ?").bind(bookingId).first();
    expect(row).toMatchObject({
      status: "pending",
      client_id: c.user.id,
      starts_at: start,
      ends_at: start + 2 * HOUR,
      price_cents: 5_000,
      deposit_cents: 2_500,
      fee_cents: 50,
      notes: "Vocals",
      time_zone: "Africa/Kampala",
    });
    const order = await env.DB.prepare("select * from orders where id = ?").bind(row?.order_id).first();
    expect(order).toMatchObject({
      market: "studio",
      status: "held",
      price_cents: 2_500,
      fee_cents: 50,
      total_cents: 2_550,
      item_id: bookingId,
    });
    // Two hours and the 30-minute buffer: ten 15-minute cells.
    const cells = await env.DB.prepare("select count(*) as n from studio_booking_cells where booking_id = ?")
      .bind(bookingId)
      .first<{ n: number }>();
    expect(cells?.n).toBe(10);
    expect(await funds(c.user.id)).toEqual({ balance: 100_000 - 2_550, held: 0 });
    expect(await studioEscrow()).toBe(escrow + 2_550);
    expect((await funds(p.user.id)).balance).toBe(0);
    // The slot and its buffer are gone from the studio's free slots; the next one leaves the buffer.
    const day = new Date(start + 3 * HOUR).toISOString().slice(0, 10);
    const slots = await call(`/creator/studio/slots/${studio.id}?from=${day}&to=${day}&hours=1`, {
      token: c.token,
    });
    const starts = slots.json.data.slots.map((s: { start: string }) => Date.parse(s.start));
    expect(starts).not.toContain(start);
    expect(starts).not.toContain(start + 2 * HOUR);
    expect(starts.some((s: number) => s >= start + 2.5 * HOUR)).toBe(true);
    const notified = await env.DB.prepare("select type from notifications where user_id = ?")
      .bind(p.user.id)
      .all();
    expect(notified.results).toContainEqual({ type: "Booking request" });
    await expectLedgerInvariants();
  });

  it("prices the deposit in whole cents, half up; 100 % is the whole session", async () => {
    expect(sessionPrice(2_550, 3, 30)).toEqual({ priceCents: 7_650, depositCents: 2_295 });
    expect(sessionPrice(333, 1, 50)).toEqual({ priceCents: 333, depositCents: 167 });
    expect(sessionPrice(101, 1, 1)).toEqual({ priceCents: 101, depositCents: 1 });
    expect(sessionPrice(12_345, 8, 100)).toEqual({ priceCents: 98_760, depositCents: 98_760 });
    const { studio } = await studioOwner({ hourly_rate: 333, deposit_percent: 50 });
    const c = await client(10_000);
    const start = gridStart(2 * DAY);
    const wrong = await payBooking(
      c.token,
      { studio_id: studio.id, start, hours: 1 },
      { deposit: 166, fee: 3 },
    );
    expect(wrong.status).toBe(422);
    expect(fields(wrong)).toEqual(["payment_data"]);
    const right = await payBooking(
      c.token,
      { studio_id: studio.id, start, hours: 1 },
      { deposit: 167, fee: 3 },
    );
    expect(right.status).toBe(200);
    expect(await funds(c.user.id)).toEqual({ balance: 10_000 - 170, held: 0 });
  });

  it("refuses bad requests with 422 on the field, before any money moves", async () => {
    const { p, studio } = await studioOwner({ min_notice_hours: 4, horizon_days: 10, lengths: [1, 2] });
    const c = await client(100_000);
    const ok = gridStart(2 * DAY);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ hours: 4 }, ["hours"]],
      [{ hours: 9 }, ["hours"]],
      [{ start: ok + 10 * 60_000 }, ["start"]],
      [{ start: new Date(ok).toISOString().replace(".000Z", ".500Z") }, ["start"]],
      [{ start: gridStart(-2 * DAY) }, ["start"]],
      [{ start: gridStart(HOUR) }, ["start"]],
      [{ start: gridStart(20 * DAY) }, ["start"]],
      [{ start: "tomorrow at noon" }, ["start"]],
      [{ notes: "x".repeat(1_001) }, ["notes"]],
      [{ room: "A" }, ["room"]],
    ];
    for (const [change, keys] of cases) {
      const data = { studio_id: studio.id, start: ok, hours: 2, ...change } as Parameters<
        typeof payBooking
      >[1];
      const res = await payBooking(c.token, data, ratePrice);
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(fields(res), JSON.stringify(change)).toEqual(keys);
    }
    const own = await payBooking(p.token, { studio_id: studio.id, start: ok, hours: 2 }, ratePrice);
    expect(own.status).toBe(422);
    expect(own.json.message).toEqual({ studio_id: ["You cannot book your own studio."] });
    const unknown = await payBooking(
      c.token,
      { studio_id: "std_00000000000000000000000000", start: ok, hours: 2 },
      ratePrice,
    );
    expect(unknown.status).toBe(404);
    const listener = await registerVerifiedUser();
    expect(
      (await payBooking(listener.token, { studio_id: studio.id, start: ok, hours: 2 }, ratePrice)).status,
    ).toBe(403);
    const bad = await money("/user/account/make-service-payment", c.token, {
      request_type: "studio_booking",
      data: "{not json",
      payment_data: JSON.stringify({
        amount: 1,
        subtotal: 1,
        processingFee: 0,
        processingFeePercent: 2,
        paymentMethodId: "wallet",
      }),
    });
    expect(bad.status).toBe(422);
    expect(await funds(c.user.id)).toEqual({ balance: 100_000, held: 0 });
    const none = await env.DB.prepare("select count(*) as n from studio_bookings where studio_id = ?")
      .bind(studio.id)
      .first<{ n: number }>();
    expect(none?.n).toBe(0);
  });

  it("refuses a taken slot (409), a paused studio, a short wallet, and a card", async () => {
    const { p, studio } = await studioOwner();
    const [a, b] = [await client(100_000), await client(100_000)];
    const start = gridStart(4 * DAY);
    expect((await payBooking(a.token, { studio_id: studio.id, start, hours: 2 }, ratePrice)).status).toBe(
      200,
    );
    // Inside the first session's buffer: taken.
    const taken = await payBooking(
      b.token,
      { studio_id: studio.id, start: start + 2 * HOUR, hours: 1 },
      depositOf(2_500, 1, 50),
    );
    expect(taken.status).toBe(409);
    expect(taken.json.msg).toMatch(/just booked/);
    const poor = await client(100);
    const short = await payBooking(
      poor.token,
      { studio_id: studio.id, start: start + DAY, hours: 2 },
      ratePrice,
    );
    expect(short.status).toBe(422);
    expect(short.json.code).toBe("INSUFFICIENT_FUNDS");
    const card = await payBooking(
      b.token,
      { studio_id: studio.id, start: start + DAY, hours: 2 },
      { ...ratePrice, method: await addMethod(b.token, CARD) },
    );
    expect(card.status).toBe(422);
    expect(card.json.message.payment_method_id[0]).toMatch(/wallet balance/);
    await call("/creator/studio/save", { token: p.token, body: studioBody({ status: 0 }) });
    const paused = await payBooking(
      b.token,
      { studio_id: studio.id, start: start + DAY, hours: 2 },
      ratePrice,
    );
    expect(paused.status).toBe(422);
    expect(fields(paused)).toEqual(["studio_id"]);
    expect(await funds(b.user.id)).toEqual({ balance: 100_000, held: 0 });
    await expectLedgerInvariants();
  });
});

describe("/creator/appointments/book: studios without a deposit", () => {
  it("books without money at a 0 % studio; a deposit studio must be paid", async () => {
    const { p, studio } = await studioOwner({ deposit_percent: 0 });
    const c = await client(0);
    const start = gridStart(2 * DAY);
    const body = { studio_id: studio.id, start: new Date(start).toISOString(), hours: 1 };
    const paid = await payBooking(c.token, { ...body }, { deposit: 0, fee: 0 });
    expect(paid.status).toBe(422);
    const booked = await money("/creator/appointments/book", c.token, body);
    expect(booked.status).toBe(201);
    expect(booked.json.data).toMatchObject({
      status: "pending",
      deposit: 0,
      fee: 0,
      price: 2_500,
      order_id: null,
    });
    expect((await money("/creator/appointments/book", c.token, body)).status).toBe(409);
    const { studio: paying } = await studioOwner();
    const refused = await money("/creator/appointments/book", c.token, { ...body, studio_id: paying.id });
    expect(refused.status).toBe(422);
    expect(fields(refused)).toEqual(["studio_id"]);
    expect((await money("/creator/appointments/book", p.token, body)).status).toBe(422);
    const other = await registerVerifiedUser();
    await grantRole(other.user.id, "creator", "artist");
    expect((await money("/creator/appointments/book", other.token, { ...body, hours: 3 })).status).toBe(422);
  });
});
