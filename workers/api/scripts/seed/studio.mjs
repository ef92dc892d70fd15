// The demo producer's studio (issue #36): Kato Creator's room in Kampala (Africa/Kampala, weekday hours
// and a Saturday afternoon), with two bookings by the demo promoter (an artist too): one confirmed in a
// few days, one pending, paid after a card top-up of theirs (so the markets' browser journeys still find
// the promoter's money). Each deposit is paid as the API pays it (docs/decisions/0811): a settled
// `service_payment` from the client's wallet into `lac_escrow_studio` with the 2 % fee held there, the
// held order with the producer as its payee, the booking and its 15-minute cells. Real ledger rows: the
// triggers move the balances and refuse an overdraft. Deterministic ids, INSERT OR IGNORE for plain rows
// and NOT EXISTS for the ledger's (seed/wallet.mjs), so re-running is harmless. No imports beyond the
// seed's own (the Workers tests load it).
import { demoId } from "./ids.mjs";
import { insertRow, q } from "./sql.mjs";
import { once, transaction, wallet } from "./wallet.mjs";

const HOUR = 3_600_000;
/** What the demo promoter tops up by card before booking (cents). */
const TOP_UP = 10_000;
const DAY = 24 * HOUR;
const CELL_MS = 15 * 60_000;
/** Kampala keeps East Africa Time all year (UTC+3, no daylight saving). */
const ZONE = "Africa/Kampala";
const OFFSET = 3 * HOUR;

export const STUDIO = {
  id: demoId("std", "demo", 1),
  name: "Kato Sound Room",
  city: "Kampala",
  address: "Plot 14, Kisementi, Kololo, Kampala",
  hourlyRateCents: 2_500,
  depositPercent: 50,
  lengths: [1, 2, 3, 4],
  bufferMinutes: 15,
  minNoticeHours: 12,
  horizonDays: 60,
};

/** Weekly hours: weekday (0 Sunday) and the range in minutes of the studio's day. */
const HOURS = [...[1, 2, 3, 4, 5].map((weekday) => [weekday, 10 * 60, 18 * 60]), [6, 11 * 60, 15 * 60]];

/** The bookings: days ahead (the first weekday from then), local start hour, hours, state. */
const BOOKINGS = [
  {
    daysAhead: 2,
    startHour: 14,
    hours: 2,
    status: "confirmed",
    bookedDaysAgo: 4,
    notes: "Vocals for two songs",
  },
  {
    daysAhead: 5,
    startHour: 11,
    hours: 3,
    status: "pending",
    bookedDaysAgo: 0,
    notes: "Mixing session, bring stems",
  },
];

/** The UTC instant of `hour`:00 in Kampala on the first weekday (Mon–Fri) at least `daysAhead` from `now`. */
function weekdayAt(now, daysAhead, hour) {
  const local = new Date(now + OFFSET + daysAhead * DAY);
  while (local.getUTCDay() === 0 || local.getUTCDay() === 6) local.setUTCDate(local.getUTCDate() + 1);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour) - OFFSET;
}

/** `YYYY-MM-DD HH:MM` on Kampala's wall clock, as the API's history line writes it. */
const wallClock = (ms) => new Date(ms + OFFSET).toISOString().slice(0, 16).replace("T", " ");

/**
 * The statements. `producer` and `client`: `{ id, name }` (the client has a wallet with enough in it).
 * Returns the bookings' ids and the total now held in the studio escrow.
 */
export function studioStatements({ producer, client }, now = Date.now()) {
  const s = [];
  const created = now - 30 * DAY;
  s.push(
    insertRow("studios", {
      id: STUDIO.id,
      producer_id: producer.id,
      name: STUDIO.name,
      city: STUDIO.city,
      city_key: STUDIO.city.toLowerCase(),
      address: STUDIO.address,
      time_zone: ZONE,
      hourly_rate_cents: STUDIO.hourlyRateCents,
      deposit_percent: STUDIO.depositPercent,
      lengths: JSON.stringify(STUDIO.lengths),
      buffer_minutes: STUDIO.bufferMinutes,
      min_notice_hours: STUDIO.minNoticeHours,
      horizon_days: STUDIO.horizonDays,
      status: 1,
      created_at: created,
      updated_at: created,
    }),
  );
  for (const [weekday, start, end] of HOURS) {
    s.push(
      insertRow("studio_hours", { studio_id: STUDIO.id, weekday, start_minute: start, end_minute: end }),
    );
  }
  // The promoter tops up for studio time first, so the deposits leave what they had for the markets.
  const topUp = {
    id: demoId("wop", "studiotopup", 1),
    txn: demoId("txn", "studiotopup", 1),
    at: now - 5 * DAY,
  };
  s.push(
    ...transaction(
      topUp.txn,
      "topup",
      topUp.id,
      [
        [q("lac_provider_card"), -TOP_UP],
        [wallet(client.id), TOP_UP],
      ],
      topUp.at,
    ),
    once(
      `INSERT INTO wallet_operations (id, user_id, type, status, amount, fee, signed_amount, provider, provider_ref, transaction_id, counterparty, balance_after, created_at, updated_at, settled_at) SELECT ${[topUp.id, client.id, "topup", "completed", TOP_UP, 0, TOP_UP, "card", "demo_studio_topup", topUp.txn, "Visa •••• 4242"].map(q).join(", ")}, (SELECT balance FROM ledger_accounts WHERE user_id = ${q(client.id)} AND kind = 'wallet'), ${topUp.at}, ${topUp.at}, ${topUp.at}`,
      "wallet_operations",
      `id = ${q(topUp.id)}`,
    ),
  );
  const ids = [];
  let held = 0;
  BOOKINGS.forEach((b, i) => {
    const n = i + 1;
    const id = demoId("apt", "demo", n);
    const orderId = demoId("ord", "studio", n);
    const operationId = demoId("wop", "studio", n);
    const startsAt = weekdayAt(now, b.daysAhead, b.startHour);
    const endsAt = startsAt + b.hours * HOUR;
    const price = STUDIO.hourlyRateCents * b.hours;
    const deposit = Math.round((price * STUDIO.depositPercent) / 100);
    const fee = Math.round(deposit * 0.02);
    const at = now - b.bookedDaysAgo * DAY - 2 * HOUR;
    const confirmedAt = b.status === "confirmed" ? at + 5 * HOUR : null;
    const description = `Studio deposit: ${STUDIO.name}, ${wallClock(startsAt)} (${ZONE})`;
    ids.push(id);
    held += deposit + fee;
    const txn = demoId("txn", "studio", n);
    s.push(
      ...transaction(
        txn,
        "service_payment",
        operationId,
        [
          [wallet(client.id), -(deposit + fee)],
          [q("lac_escrow_studio"), deposit + fee],
        ],
        at,
      ),
      once(
        `INSERT INTO wallet_operations (id, user_id, type, status, amount, fee, signed_amount, transaction_id, description, counterparty, request_type, item_id, payee_account_id, balance_after, created_at, updated_at, settled_at) SELECT ${[operationId, client.id, "service_payment", "completed", deposit, fee, -(deposit + fee), txn, description, STUDIO.name, "studio_booking", id, "lac_escrow_studio"].map(q).join(", ")}, (SELECT balance FROM ledger_accounts WHERE user_id = ${q(client.id)} AND kind = 'wallet'), ${at}, ${at}, ${at}`,
        "wallet_operations",
        `id = ${q(operationId)}`,
      ),
      insertRow("orders", {
        id: orderId,
        buyer_id: client.id,
        market: "studio",
        item_kind: "studio_booking",
        item_id: id,
        tier: "",
        price_cents: deposit,
        fee_cents: fee,
        total_cents: deposit + fee,
        currency: "USD",
        currency_rate: null,
        status: "held",
        terms: JSON.stringify({
          contract_number: orderId,
          studio: STUDIO.name,
          seller: producer.name,
          buyer: client.name,
          starts_at: new Date(startsAt).toISOString(),
          ends_at: new Date(endsAt).toISOString(),
          time_zone: ZONE,
          hours: b.hours,
          hourly_rate_cents: STUDIO.hourlyRateCents,
          session_price_cents: price,
          deposit_percent: STUDIO.depositPercent,
          deposit_cents: deposit,
          fee_cents: fee,
          booked_at: new Date(at).toISOString(),
        }),
        contract_key: null,
        one_per_buyer: 0,
        operation_id: operationId,
        created_at: at,
        settled_at: null,
      }),
      insertRow("order_payees", {
        order_id: orderId,
        user_id: producer.id,
        share_bps: 10_000,
        created_at: at,
      }),
      insertRow("studio_bookings", {
        id,
        studio_id: STUDIO.id,
        client_id: client.id,
        starts_at: startsAt,
        ends_at: endsAt,
        hours: b.hours,
        time_zone: ZONE,
        notes: b.notes,
        status: b.status,
        order_id: orderId,
        price_cents: price,
        deposit_cents: deposit,
        fee_cents: fee,
        confirmed_at: confirmedAt,
        ended_at: null,
        cancelled_by: null,
        reminded_day_at: null,
        reminded_hour_at: null,
        created_at: at,
        updated_at: confirmedAt ?? at,
      }),
    );
    const first = Math.floor(startsAt / CELL_MS);
    const last = Math.ceil((endsAt + STUDIO.bufferMinutes * 60_000) / CELL_MS);
    for (let cell = first; cell < last; cell++) {
      s.push(
        insertRow("studio_booking_cells", { studio_id: STUDIO.id, cell: cell * CELL_MS, booking_id: id }),
      );
    }
  });
  return { statements: s, bookings: ids, held };
}
