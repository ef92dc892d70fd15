#!/usr/bin/env node
// What studio appointments' reads cost in production terms (issue #36), at two sizes: 10k and 100k studios,
// each with its weekly hours and about one booking (`node bench/studio-cost.mjs`). Measured like
// bench/market-cost.mjs (docs/decisions/0309): the real api worker under `wrangler dev` behind the meter,
// each call alone in its metering window, signed in as the demo creator — a producer whose own studio has
// 50 bookings, and a client of 20 bookings at other studios, whatever the size.
//
// Calls:
// - studios: GET /creator/studio/list?page=1..3 (cheapest first);
// - studios-city: list?city=<one of ten cities> (a tenth of the studios);
// - studios-rate: list?max_rate=5000;
// - studio: GET /creator/studio/{id} (profile and weekly hours);
// - slots: GET /creator/studio/slots/{id}?from=&to= (a week of free 1–4 h slots, around its bookings);
// - my-bookings: GET /creator/appointments (as client), page 1;
// - studio-bookings: GET /creator/appointments?role=studio (the demo creator's studio), pages 1..3;
// - upcoming: GET /creator/appointments/upcoming (both sides).
//
// Bookings' 15-minute cells are not seeded: only writes touch them (the unique key that refuses a
// collision), and this bench measures reads.
//
// Goals (exit 1 when one fails, unless --no-fail): every call at most 2 sequential D1 waves (session +
// data), and rows read per call at 100k ≤ 1.1 × at 10k — but for the list by rate, whose total is counted
// up to the paging depth (printed, judged on waves only).
//   node bench/studio-cost.mjs [--sizes 10000,100000] [--calls 10] [--cpu-calls 30] [--verbose] [--no-fail]
import { DEMO_USER } from "../workers/api/scripts/seed/ids.mjs";
import { runMarketBench } from "./meter/market-bench.mjs";

const CALLS = [
  "studios",
  "studios-city",
  "studios-rate",
  "studio",
  "slots",
  "my-bookings",
  "studio-bookings",
  "upcoming",
];
const STUDIO = "/api/v1/creator/studio";
const BOOKINGS = "/api/v1/creator/appointments";
const CITIES = [
  "Kampala",
  "Lagos",
  "Nairobi",
  "Accra",
  "Dakar",
  "Kigali",
  "Lusaka",
  "Harare",
  "Abuja",
  "Durban",
];
const DAY = 86_400_000;
/** Kampala is UTC+3 all year: a session at 07:00 UTC starts at 10:00 in the studio. */
const KAMPALA_TEN = 7 * 3_600_000;

const benchId = (prefix, i) => `'${prefix}_' || printf('bench%021d', ${i})`;
const studioId = (i) => `std_bench${String(i).padStart(21, "0")}`;

/**
 * `size` producers, each with a studio in one of ten cities (studio 0 is the demo creator's), its weekday
 * hours, and `size` bookings: 50 at the demo creator's studio, 20 by the demo creator at studios 1–20, and
 * one at each other studio, spread over the next 50 days.
 */
function statements(size, now) {
  const n = (to) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${to - 1})`;
  const today = Math.floor(now / DAY) * DAY;
  const city = `CASE i % 10 ${CITIES.map((c, k) => `WHEN ${k} THEN '${c}'`).join(" ")} END`;
  const studio = `CASE WHEN i < 50 THEN 0 WHEN i < 70 THEN i - 49 ELSE i END`;
  const client = `CASE WHEN i >= 50 AND i < 70 THEN '${DEMO_USER.creator}' ELSE ${benchId("usr", `(i + 1) % ${size}`)} END`;
  const day = `CASE WHEN i < 50 THEN i WHEN i < 70 THEN i - 50 ELSE i % 50 END`;
  const starts = `${today + KAMPALA_TEN} + (1 + ${day}) * ${DAY}`;
  return [
    `${n(size)} INSERT INTO users (id, name, email, status, created_at, updated_at) SELECT ${benchId("usr", "i")}, 'Bench producer ' || i, 'bench' || i || '@bench.test', 'active', ${now}, ${now} FROM n;`,
    `${n(size)} INSERT INTO studios (id, producer_id, name, city, city_key, address, time_zone, hourly_rate_cents, deposit_percent, lengths, buffer_minutes, min_notice_hours, horizon_days, status, created_at, updated_at) SELECT ${benchId("std", "i")}, CASE WHEN i = 0 THEN '${DEMO_USER.creator}' ELSE ${benchId("usr", "i")} END, 'Bench studio ' || i, ${city}, lower(${city}), 'Plot ' || i, 'Africa/Kampala', 1000 + (i * 7919) % 20000, 0, '[1,2,3,4]', 15, 0, 60, 1, ${now}, ${now} FROM n;`,
    `${n(size * 5)} INSERT INTO studio_hours (studio_id, weekday, start_minute, end_minute) SELECT ${benchId("std", "i / 5")}, 1 + i % 5, 600, 1080 FROM n;`,
    `${n(size)} INSERT INTO studio_bookings (id, studio_id, client_id, starts_at, ends_at, hours, time_zone, notes, status, order_id, price_cents, deposit_cents, fee_cents, confirmed_at, created_at, updated_at) SELECT ${benchId("apt", "i")}, ${benchId("std", studio)}, ${client}, ${starts}, ${starts} + 2 * 3600000, 2, 'Africa/Kampala', NULL, CASE WHEN i % 3 = 0 THEN 'pending' ELSE 'confirmed' END, NULL, 5000, 0, 0, CASE WHEN i % 3 = 0 THEN NULL ELSE ${now} END, ${now} - i * 1000, ${now} - i * 1000 FROM n;`,
  ];
}

function requests(cookie, size) {
  const get = (p) => ({ path: p, headers: { cookie }, expect: 200 });
  const date = (ms) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
  const week = `from=${date(Date.now() + DAY)}&to=${date(Date.now() + 7 * DAY)}`;
  return {
    studios: (i) => get(`${STUDIO}/list?page=${1 + (i % 3)}`),
    "studios-city": (i) => get(`${STUDIO}/list?city=${CITIES[i % 10]}`),
    "studios-rate": () => get(`${STUDIO}/list?max_rate=5000`),
    studio: (i) => get(`${STUDIO}/${studioId(1 + ((i * 7_919) % (size - 1)))}`),
    slots: (i) => get(`${STUDIO}/slots/${studioId(1 + ((i * 7_919) % (size - 1)))}?${week}`),
    "my-bookings": () => get(BOOKINGS),
    "studio-bookings": (i) => get(`${BOOKINGS}?role=studio&page=${1 + (i % 3)}`),
    upcoming: () => get(`${BOOKINGS}/upcoming`),
  };
}

await runMarketBench({
  unit: "studios",
  calls: CALLS,
  statements,
  countSql: "SELECT count(*) AS n FROM studios WHERE status = 1",
  requests,
  warmUpPath: `${STUDIO}/list?per_page=1`,
  // With a rate filter the list's total is counted up to the paging depth (10,000 rows, kit/pagination):
  // it grows with the studios until it reaches that bound. Printed, not judged on growth.
  judged: (name) => name !== "studios-rate",
});
