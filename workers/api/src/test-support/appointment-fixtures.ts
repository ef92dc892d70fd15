import { producer } from "./beat-fixtures";
import { call } from "./client";

/* Studio appointments for tests (issue #36): studios with schedules. */

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
