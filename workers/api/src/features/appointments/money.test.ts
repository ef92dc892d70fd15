import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../kit/ids";
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
import { testDb } from "../../test-support/catalogue-fixtures";
import { expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import { funds } from "../../test-support/song-fixtures";
import { money } from "../../test-support/wallet-fixtures";
import { runLedgerBatch, walletAccount } from "../ledger";
import { payFromWalletStatements } from "../wallet/moves";
import { bookingRefusal, bookingStatements, JUST_BOOKED, planBooking } from "./booking.service";
import { bookingMoves } from "./machine";

const db = testDb();

/*
 * Studio bookings' money under concurrency on real D1 (issue #36): no double booking however the
 * payments race, and every refund or release exactly once however the moves race. The escrow holds
 * exactly the deposits + fees of pending and confirmed bookings.
 */

const PRICE = depositOf(2_500, 2, 50);

/** The escrow equals the held studio orders, and each held order is a pending or confirmed booking's. */
async function escrowMatchesBookings() {
  const row = await env.DB.prepare(
    `select (select coalesce(sum(total_cents), 0) from orders where market = 'studio' and status = 'held') as held,
       (select coalesce(sum(deposit_cents + fee_cents), 0) from studio_bookings where status in ('pending', 'confirmed')) as open,
       (select balance from ledger_accounts where id = 'lac_escrow_studio') as escrow`,
  ).first<{ held: number; open: number; escrow: number }>();
  expect(row?.escrow).toBe(row?.held);
  expect(row?.held).toBe(row?.open);
}

/** How many ledger transactions of `kind` name the booking's order. */
const moves = async (kind: string, bookingId: string) =>
  (
    await env.DB.prepare(
      `select count(*) as n from ledger_transactions t join studio_bookings b on b.order_id = t.reference
       where b.id = ? and t.kind = ?`,
    )
      .bind(bookingId, kind)
      .first<{ n: number }>()
  )?.n;

async function pendingBooking(ahead = 3 * DAY) {
  const { p, studio } = await studioOwner();
  const c = await client(100_000);
  const start = gridStart(ahead);
  const paid = await payBooking(c.token, { studio_id: studio.id, start, hours: 2 }, PRICE);
  return { p, c, id: (await bookingOfOperation(paid.json.data.id)) as string };
}

describe("studio booking money", () => {
  it("the migration holds the booking machine's trigger, and seeds the studio escrow", async () => {
    const row = await env.DB.prepare("select sql from sqlite_master where type = 'trigger' and name = ?")
      .bind(bookingMoves.trigger)
      .first<{ sql: string }>();
    const squash = (text: string) => text.replace(/\s+/g, " ").replace(/;\s*$/, "").trim();
    expect(squash(`${row?.sql};`)).toBe(squash(bookingMoves.triggerSql()));
    const escrow = await env.DB.prepare(
      "select kind from ledger_accounts where id = 'lac_escrow_studio'",
    ).first();
    expect(escrow).toEqual({ kind: "escrow" });
    await expect(
      env.DB.prepare("update studio_bookings set status = 'completed' where status = 'pending'").run(),
    ).resolves.toBeDefined();
  });

  it("20 clients racing for overlapping slots: exactly 1 booking, 1 charge, 19 × 409", async () => {
    const { p, studio } = await studioOwner();
    const clients = await Promise.all(Array.from({ length: 20 }, (_, i) => client(10_000, `Racer ${i}`)));
    const escrow = await studioEscrow();
    const base = gridStart(5 * DAY);
    // Starts 0, 30, 60 and 90 minutes apart, two hours long: every pair overlaps.
    const outcomes = await Promise.all(
      clients.map((c, i) =>
        payBooking(c.token, { studio_id: studio.id, start: base + (i % 4) * 30 * 60_000, hours: 2 }, PRICE),
      ),
    );
    const statuses = outcomes.map((o) => o.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const booked = await env.DB.prepare("select id, client_id from studio_bookings where studio_id = ?")
      .bind(studio.id)
      .all<{ id: string; client_id: string }>();
    expect(booked.results).toHaveLength(1);
    const winner = booked.results[0]?.client_id;
    const balances = await Promise.all(
      clients.map(async (c) => [c.user.id, (await funds(c.user.id)).balance]),
    );
    for (const [id, balance] of balances)
      expect(balance, String(id)).toBe(id === winner ? 10_000 - 2_550 : 10_000);
    const charges = await env.DB.prepare(
      "select count(*) as n from wallet_operations where request_type = 'studio_booking' and item_id = ?",
    )
      .bind(booked.results[0]?.id)
      .first<{ n: number }>();
    expect(charges?.n).toBe(1);
    const orders = await env.DB.prepare(
      "select count(*) as n from orders where market = 'studio' and item_id = ?",
    )
      .bind(booked.results[0]?.id)
      .first<{ n: number }>();
    expect(orders?.n).toBe(1);
    expect(await studioEscrow()).toBe(escrow + 2_550);
    expect((await funds(p.user.id)).balance).toBe(0);
    await escrowMatchesBookings();
    await expectLedgerInvariants();
  }, 60_000);

  it("two bookings checked on a free slot: the second batch fails on a cell, its payment with it", async () => {
    const { studio } = await studioOwner();
    const [a, b] = [await client(10_000), await client(10_000)];
    const start = gridStart(6 * DAY);
    const data = (at: number) => ({ studio_id: studio.id, start: new Date(at).toISOString(), hours: 2 });
    // Both are checked before either is written, so each finds its slot free: only the cells can refuse.
    const plans = [
      await planBooking(db, a.user.id, data(start)),
      await planBooking(db, b.user.id, data(start + HOUR)),
    ];
    const paidBatch = async (plan: (typeof plans)[number], userId: string) => {
      const pay = payFromWalletStatements({
        userId,
        walletId: await walletAccount(db, userId),
        payeeAccountId: "lac_escrow_studio",
        feeAccountId: "lac_escrow_studio",
        amount: 2_500,
        fee: 50,
        kind: "service_payment",
        line: { description: "Studio deposit", counterparty: "Kampala Sound" },
      });
      const booking = await bookingStatements(db, plan, {
        bookingId: newId("apt"),
        operationId: pay.operationId,
      });
      return runLedgerBatch(db, [...pay.statements, ...booking]);
    };
    await paidBatch(plans[0] as (typeof plans)[number], a.user.id);
    const lost = await paidBatch(plans[1] as (typeof plans)[number], b.user.id).catch(
      (error: unknown) => error,
    );
    expect(bookingRefusal(lost)).toMatchObject({ status: 409, message: JUST_BOOKED });
    expect(await funds(a.user.id)).toEqual({ balance: 10_000 - 2_550, held: 0 });
    expect(await funds(b.user.id)).toEqual({ balance: 10_000, held: 0 });
    await escrowMatchesBookings();
    await expectLedgerInvariants();
  });

  it("repeated and concurrent cancels refund once", async () => {
    const { c, id } = await pendingBooking();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => move("cancel", c.token, id)));
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 409)).toHaveLength(7);
    expect(await funds(c.user.id)).toEqual({ balance: 100_000, held: 0 });
    expect(await moves("studio_refund", id)).toBe(1);
    await escrowMatchesBookings();
    await expectLedgerInvariants();
  });

  it("a decline racing cancels and a confirm: the deposit moves at most once", async () => {
    const { p, c, id } = await pendingBooking();
    const outcomes = await Promise.all([
      move("decline", p.token, id),
      move("cancel", c.token, id),
      move("confirm", p.token, id),
      move("decline", p.token, id),
      move("cancel", c.token, id),
    ]);
    expect(outcomes.every((o) => o.status === 200 || o.status === 409)).toBe(true);
    // A cancel that reads the booking after the confirm committed may cancel it too: two moves, one refund.
    const won = outcomes.filter((o) => o.status === 200).length;
    expect(won).toBeGreaterThanOrEqual(1);
    expect(won).toBeLessThanOrEqual(2);
    const row = await env.DB.prepare("select status from studio_bookings where id = ?").bind(id).first();
    const refunded = row?.status === "declined" || row?.status === "cancelled";
    expect(await moves("studio_refund", id)).toBe(refunded ? 1 : 0);
    expect((await funds(c.user.id)).balance).toBe(refunded ? 100_000 : 100_000 - 2_550);
    await escrowMatchesBookings();
    await expectLedgerInvariants();
  });

  it("concurrent completes and a late cancel release once", async () => {
    const { p, c, id } = await pendingBooking(2 * DAY);
    await move("confirm", p.token, id);
    await shiftBooking(id, 2 * DAY + 3 * HOUR);
    const outcomes = await Promise.all([
      ...Array.from({ length: 6 }, () => move("complete", p.token, id)),
      move("cancel", c.token, id),
    ]);
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(1);
    expect(await moves("studio_release", id)).toBe(1);
    expect((await funds(p.user.id)).balance).toBe(2_500);
    expect((await funds(c.user.id)).balance).toBe(100_000 - 2_550);
    // The same Idempotency-Key replays the answer and moves nothing.
    const key = `replay-${id}`;
    const first = await money(`/creator/appointments/complete/${id}`, p.token, {}, key);
    const again = await money(`/creator/appointments/complete/${id}`, p.token, {}, key);
    expect(again.status).toBe(first.status);
    expect(await moves("studio_release", id)).toBe(1);
    await escrowMatchesBookings();
    await expectLedgerInvariants();
  });
});
