import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  client,
  depositOf,
  payBooking,
  studioBody,
  studioOwner,
} from "../../test-support/appointment-fixtures";
import { artist, producer } from "../../test-support/beat-fixtures";
import { call, registerVerifiedUser } from "../../test-support/client";
import { addDays, dayStartUtc, offsetMinutes, wallClock, weekday } from "./zone-time.rules";

/*
 * A producer's studio and schedule, and the studios creators find, on real D1 (issue #36): `/creator/studio`.
 */

const S = "/creator/studio";
const save = (token: string, body: unknown) => call(`${S}/save`, { token, body });
const fields = (res: { json: { message?: Record<string, string[]> } }) =>
  Object.keys(res.json.message ?? {}).sort();

describe("/creator/studio: the producer's studio", () => {
  it("is null before the first save, then saved whole and read back; saving again replaces it", async () => {
    const p = await producer("Owner A");
    const before = await call(S, { token: p.token });
    expect(before.status).toBe(200);
    expect(before.json.data).toBeNull();
    const body = studioBody({
      lengths: [4, 1, 2],
      weekly: [
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "13:30", end: "18:00" },
      ],
      overrides: [{ date: "2027-01-04", ranges: [] }],
    });
    const saved = await save(p.token, body);
    expect(saved.status).toBe(200);
    expect(saved.json.msg).toBe("Studio saved successfully");
    expect(saved.json.data).toMatchObject({
      name: "Kampala Sound",
      address: "Plot 5, Kira Road",
      time_zone: "Africa/Kampala",
      hourly_rate: 2_500,
      deposit_percent: 50,
      lengths: [1, 2, 4],
      status: 1,
      weekly: body.weekly,
      overrides: [{ date: "2027-01-04", ranges: [] }],
    });
    const again = await save(p.token, studioBody({ name: "Renamed", weekly: [], overrides: [] }));
    expect(again.json.data).toMatchObject({
      id: saved.json.data.id,
      name: "Renamed",
      weekly: [],
      overrides: [],
    });
    expect((await call(S, { token: p.token })).json.data.name).toBe("Renamed");
  });

  it("refuses bad input field by field (422), never a 500", async () => {
    const p = await producer();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ time_zone: "Mars/Olympus" }, ["time_zone"]],
      [{ time_zone: "GMT+3" }, ["time_zone"]],
      [{ lengths: [0, 9] }, ["lengths.0", "lengths.1"]],
      [{ lengths: [] }, ["lengths"]],
      [{ lengths: [2, 2] }, ["lengths"]],
      [{ deposit_percent: 101 }, ["deposit_percent"]],
      [{ buffer_minutes: 121 }, ["buffer_minutes"]],
      [{ hourly_rate: 99.5 }, ["hourly_rate"]],
      [{ weekly: [{ weekday: 7, start: "09:00", end: "10:00" }] }, ["weekly.0.weekday"]],
      [{ weekly: [{ weekday: 1, start: "09:15", end: "10:00" }] }, ["weekly.0.start"]],
      [{ weekly: [{ weekday: 1, start: "9am", end: "25:00" }] }, ["weekly.0.end", "weekly.0.start"]],
      [{ weekly: [{ weekday: 1, start: "10:00", end: "09:00" }] }, ["weekly.0.end"]],
      [
        {
          weekly: [
            { weekday: 2, start: "09:00", end: "12:00" },
            { weekday: 2, start: "11:00", end: "14:00" },
          ],
        },
        ["weekly.1.start"],
      ],
      [{ overrides: [{ date: "2027-02-30", ranges: [] }] }, ["overrides.0.date"]],
      [
        {
          overrides: [
            { date: "2027-02-01", ranges: [] },
            { date: "2027-02-01", ranges: [{ start: "10:00", end: "10:45" }] },
          ],
        },
        ["overrides.1.date", "overrides.1.ranges.0.end"],
      ],
      [{ name: "" }, ["name"]],
      [{ colour: "red" }, ["colour"]],
    ];
    for (const [change, keys] of cases) {
      const res = await save(p.token, studioBody(change));
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(fields(res), JSON.stringify(change)).toEqual(keys);
    }
    expect((await call(S, { token: p.token })).json.data).toBeNull();
  });

  it("is for producers: other creators get 403, listeners 403", async () => {
    const a = await artist();
    expect((await call(S, { token: a.token })).status).toBe(403);
    expect((await save(a.token, studioBody())).status).toBe(403);
    const listener = await registerVerifiedUser();
    expect((await call(`${S}/list`, { token: listener.token })).status).toBe(403);
  });
});

describe("/creator/studio: finding studios and their slots", () => {
  it("lists studios taking bookings by city and rate; paused ones are hidden", async () => {
    const city = `Gulu ${crypto.randomUUID().slice(0, 6)}`;
    const { studio: cheap } = await studioOwner({ city, hourly_rate: 1_500 });
    const { studio: dear } = await studioOwner({ city, hourly_rate: 9_000 });
    await studioOwner({ city, status: 0 });
    const a = await artist();
    const all = await call(`${S}/list?city=${encodeURIComponent(city.toUpperCase())}`, { token: a.token });
    expect(all.status).toBe(200);
    expect(all.json.data.data.map((s: { id: string }) => s.id)).toEqual([cheap.id, dear.id]);
    expect(all.json.data.data[0]).not.toHaveProperty("address");
    const under = await call(`${S}/list?city=${encodeURIComponent(city)}&max_rate=2000`, { token: a.token });
    expect(under.json.data.total).toBe(1);
    expect((await call(`${S}/list?max_rate=-1`, { token: a.token })).status).toBe(422);
  });

  it("totals a city and all studios from the counts the migration's triggers keep, as pauses and moves happen", async () => {
    const city = `Arua ${crypto.randomUUID().slice(0, 6)}`;
    const other = `Lira ${crypto.randomUUID().slice(0, 6)}`;
    const a = await artist();
    const total = async (q: string) =>
      (await call(`${S}/list?${q}`, { token: a.token })).json.data.total as number;
    const before = await total("");
    const one = await studioOwner({ city });
    const two = await studioOwner({ city });
    await studioOwner({ city, status: 0 });
    expect(await total(`city=${encodeURIComponent(city)}`)).toBe(2);
    expect(await total("")).toBe(before + 2);
    // Paused, then moved to another city: each save moves the counts once.
    const save = (p: { token: string }, body: Record<string, unknown>) =>
      call(`${S}/save`, { token: p.token, body: studioBody(body) });
    expect((await save(one.p, { city, status: 0 })).status).toBe(200);
    expect((await save(two.p, { city: other })).status).toBe(200);
    expect(await total(`city=${encodeURIComponent(city)}`)).toBe(0);
    expect(await total(`city=${encodeURIComponent(other.toUpperCase())}`)).toBe(1);
    expect(await total("")).toBe(before + 1);
    const counted = await env.DB.prepare(
      "select (select listed from studio_list_counts where city_key = '') as kept, (select count(*) from studios where status = 1) as real",
    ).first<{ kept: number; real: number }>();
    expect(counted?.kept).toBe(counted?.real);
  });

  it("gives each listed studio its next free time, after the sessions already booked", async () => {
    const city = `Mbale ${crypto.randomUUID().slice(0, 6)}`;
    const { studio } = await studioOwner({ city, lengths: [1, 2] });
    const c = await client();
    const next = async () =>
      (await call(`${S}/list?city=${encodeURIComponent(city)}`, { token: c.token })).json.data.data[0]
        .next_free as { start: string; local_start: string; hours: number };
    const first = await next();
    // Open all day with no notice: the next half hour on the grid, the shortest session.
    expect(Date.parse(first.start) - Date.now()).toBeGreaterThan(0);
    expect(Date.parse(first.start) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(first.hours).toBe(1);
    expect(first.local_start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|30)$/);
    const paid = await payBooking(
      c.token,
      { studio_id: studio.id, start: first.start, hours: 2 },
      depositOf(2_500, 2, 50),
    );
    expect(paid.status).toBe(200);
    // Two hours and the 30-minute buffer later.
    expect(Date.parse((await next()).start)).toBe(Date.parse(first.start) + 2.5 * 3_600_000);
  });

  it("shows a studio without its address to others, with it to its producer", async () => {
    const { p, studio } = await studioOwner();
    const a = await artist();
    const seen = await call(`${S}/${studio.id}`, { token: a.token });
    expect(seen.status).toBe(200);
    expect(seen.json.data).toMatchObject({ address: null, is_mine: false, taking_bookings: true });
    expect(seen.json.data.weekly).toHaveLength(7);
    expect((await call(`${S}/${studio.id}`, { token: p.token })).json.data).toMatchObject({
      address: "Plot 5, Kira Road",
      is_mine: true,
    });
    expect((await call(`${S}/std_00000000000000000000000000`, { token: a.token })).status).toBe(404);
  });

  it("answers free slots in UTC with the studio's zone, at most 31 days, lengths offered only", async () => {
    // Two Wednesdays a week apart (a week ahead at least): the first open, the second closed by an override.
    const open = nextWeekday(3, 7);
    const closed = addDays(open, 7);
    const { studio } = await studioOwner({
      weekly: [{ weekday: 3, start: "09:00", end: "12:00" }],
      lengths: [1, 2],
      buffer_minutes: 0,
      overrides: [{ date: closed, ranges: [] }],
    });
    const a = await artist();
    const slots = (q: string) => call(`${S}/slots/${studio.id}?${q}`, { token: a.token });
    const res = await slots(`from=${open}&to=${closed}&hours=2`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      studio_id: studio.id,
      time_zone: "Africa/Kampala",
      lengths: [1, 2],
    });
    // Kampala is UTC+3 all year.
    expect(res.json.data.slots.map((s: { start: string }) => s.start)).toEqual([
      `${open}T06:00:00.000Z`,
      `${open}T06:30:00.000Z`,
      `${open}T07:00:00.000Z`,
    ]);
    expect(res.json.data.slots[0]).toMatchObject({
      hours: 2,
      local_start: `${open}T09:00`,
      local_end: `${open}T11:00`,
    });
    const both = await slots(`from=${open}&to=${open}`);
    expect(both.json.data.slots).toHaveLength(5 + 3);
    expect(fields(await slots(`from=${open}&to=${addDays(open, 31)}`))).toEqual(["to"]);
    expect(fields(await slots(`from=${open}&to=${addDays(open, -1)}`))).toEqual(["to"]);
    expect(fields(await slots("from=2027-02-30&to=2027-03-01"))).toEqual(["from"]);
    expect(fields(await slots(`from=${open}&to=${open}&hours=4`))).toEqual(["hours"]);
    expect((await slots(`from=${open}`)).status).toBe(422);
    const unknown = `${S}/slots/std_00000000000000000000000000?from=${open}&to=${open}`;
    expect((await call(unknown, { token: a.token })).status).toBe(404);
  });

  it("keeps the studio's wall clock across daylight-saving changes (New York, London)", async () => {
    const a = await artist();
    for (const zone of ["America/New_York", "Europe/London"]) {
      // The next change of the zone's offset, and a day either side of it.
      const change = nextOffsetChange(zone);
      const [before, after] = [addDays(change.date, -1), addDays(change.date, 1)];
      const { studio } = await studioOwner({
        time_zone: zone,
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "09:00", end: "10:00" })),
        lengths: [1],
        horizon_days: 365,
      });
      const res = await call(`${S}/slots/${studio.id}?from=${before}&to=${after}`, { token: a.token });
      const found = res.json.data.slots as { start: string; local_start: string }[];
      expect(
        found.map((s) => s.local_start),
        zone,
      ).toEqual([`${before}T09:00`, `${change.date}T09:00`, `${after}T09:00`]);
      // 09:00 on the wall clock moves in UTC by the change (an hour later in autumn, earlier in spring).
      const utcMinute = (iso: string) => new Date(iso).getUTCHours() * 60 + new Date(iso).getUTCMinutes();
      const [first, , last] = found.map((s) => utcMinute(s.start));
      expect((first as number) - (last as number), zone).toBe(change.by);
    }
  });
});

/** The date `minDays` or more ahead (Kampala's calendar) falling on `weekday`. */
function nextWeekday(day: number, minDays: number): string {
  let date = addDays(wallClock("Africa/Kampala", Date.now()).date, minDays);
  while (weekday(date) !== day) date = addDays(date, 1);
  return date;
}

/** The next date (at least two days ahead) on which `zone`'s offset changes, and by how many minutes. */
function nextOffsetChange(zone: string): { date: string; by: number } {
  let date = addDays(wallClock(zone, Date.now()).date, 2);
  for (let n = 0; n < 400; n++, date = addDays(date, 1)) {
    const noon = (d: string) => dayStartUtc(d) + 12 * 3_600_000;
    const by = offsetMinutes(zone, noon(date)) - offsetMinutes(zone, noon(addDays(date, -1)));
    if (by !== 0) return { date, by };
  }
  throw new Error(`${zone} has no offset change within a year`);
}
