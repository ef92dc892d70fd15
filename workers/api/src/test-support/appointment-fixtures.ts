import { env } from "cloudflare:test";
import { walletAccount } from "../features/ledger/service";
import { artist, producer } from "./beat-fixtures";
import { testDb } from "./catalogue-fixtures";
import { call } from "./client";
import { creditWallet } from "./ledger-fixtures";
import { money } from "./wallet-fixtures";

/* Studio appointments for tests (issue #36): studios with schedules, clients with money, bookings paid. */

const db = testDb();
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** A valid studio body: open all day every day in Kampala (no DST), $25/h, 50 % deposit, 1/2/4 h sessions. */
export function studioBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Kampala Sound",
    city: "Kampala",
    address: "Plot 5, Kira Road",
    time_zone: "Africa/Kampala",
    hourly_rate: 2_500,
    deposit_percent: 50,
    lengths: [1, 2, 4],
    buffer_minutes: 30,
    min_notice_hours: 0,
    horizon_days: 60,
    weekly: EVERY_DAY.map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
    overrides: [],
    ...overrides,
  };
}

/** A new producer with a saved studio. */
export async function studioOwner(overrides: Record<string, unknown> = {}, name = "Studio Owner") {
  const p = await producer(name);
  const res = await call("/creator/studio/save", { token: p.token, body: studioBody(overrides) });
  if (res.status !== 200) throw new Error(`save studio: ${res.status} ${JSON.stringify(res.json)}`);
  return { p, studio: res.json.data as { id: string; hourly_rate: number; deposit_percent: number } };
}

/** A creator (artist) holding `cents` in their wallet. */
export async function client(cents = 1_000_000, name = "Studio Client") {
  const account = await artist(name);
  if (cents > 0) await creditWallet(await walletAccount(db, account.user.id), cents);
  return account;
}

/** The deposit and fee of `hours` at a studio, as the server prices them. */
export function depositOf(rate: number, hours: number, percent: number) {
  const deposit = Math.floor((rate * hours * percent + 50) / 100);
  const fee = Math.round(deposit * 0.02);
  return { deposit, fee, total: deposit + fee };
}

/** A UTC instant on the half-hour grid at least `ms` from now (Kampala's offset is whole hours). */
export function gridStart(ms: number): number {
  const half = 30 * 60_000;
  return Math.ceil((Date.now() + ms) / half) * half;
}

/** Pays the deposit of a booking through `make-service-payment` (`total` cents as the client sees it). */
export function payBooking(
  token: string,
  data: { studio_id: string; start: string | number; hours: number; notes?: string | null },
  price: { deposit: number; fee: number; method?: string },
  key?: string,
) {
  const start = typeof data.start === "number" ? new Date(data.start).toISOString() : data.start;
  return money(
    "/user/account/make-service-payment",
    token,
    {
      request_type: "studio_booking",
      data: JSON.stringify({ ...data, start }),
      payment_data: JSON.stringify({
        amount: price.deposit + price.fee,
        subtotal: price.deposit,
        processingFee: price.fee,
        processingFeePercent: 2,
        paymentMethodId: price.method ?? "wallet",
      }),
    },
    key,
  );
}

/** The booking a client's payment made (the operation's item). */
export async function bookingOfOperation(operationId: string) {
  const row = await env.DB.prepare("select item_id from wallet_operations where id = ?")
    .bind(operationId)
    .first<{ item_id: string }>();
  return row?.item_id ?? null;
}

/** The studio escrow's balance. */
export async function studioEscrow(): Promise<number> {
  const row = await env.DB.prepare(
    "select balance from ledger_accounts where id = 'lac_escrow_studio'",
  ).first<{
    balance: number;
  }>();
  return row?.balance ?? 0;
}

/** Moves booking `id` (and its cells) `ms` into the past, as if time had passed. */
export async function shiftBooking(id: string, ms: number) {
  await env.DB.batch([
    env.DB.prepare(
      "update studio_bookings set starts_at = starts_at - ?, ends_at = ends_at - ?, created_at = created_at - ? where id = ?",
    ).bind(ms, ms, ms, id),
    env.DB.prepare("update studio_booking_cells set cell = cell - ? where booking_id = ?").bind(ms, id),
  ]);
}

/** A POST of an appointment move with a fresh Idempotency-Key. */
export const move = (verb: "confirm" | "decline" | "cancel" | "complete", token: string, id: string) =>
  verb === "confirm"
    ? call(`/creator/appointments/confirm/${id}`, { token, body: {} })
    : money(`/creator/appointments/${verb}/${id}`, token, {});
