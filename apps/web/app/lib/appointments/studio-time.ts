// Instants written in a studio's IANA time zone, always with the zone's short name beside them ("14:00
// GMT+3"), with nothing but Intl: a booking is stored as UTC and its studio's schedule is its own wall
// clock, so the producer reads every time in the studio's zone (and in their own when it differs).

const DAY_MS = 86_400_000;

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** The parts of `iso` in `zone`; an unknown zone throws (callers pass zones the api has checked). */
function parts(iso: string, zone: string, options: Intl.DateTimeFormatOptions, locale = "en-GB") {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const format = new Intl.DateTimeFormat(locale, { timeZone: zone, ...options });
  for (const part of format.formatToParts(new Date(iso))) out[part.type] = part.value;
  return out;
}

/** The zone's short name at that instant ("GMT+3", "GMT", "GMT-4"; "UTC"): daylight saving included. */
export function zoneShortName(iso: string, zone: string): string {
  return parts(iso, zone, { timeZoneName: "short" }).timeZoneName ?? zone;
}

/** The calendar date `iso` falls on in `zone`. */
export function dateInZone(iso: string, zone: string): IsoDate {
  const p = parts(iso, zone, { year: "numeric", month: "2-digit", day: "2-digit" });
  return `${p.year}-${p.month}-${p.day}`;
}

/** The wall-clock time of `iso` in `zone`, `HH:MM` (24 h). */
export function clockInZone(iso: string, zone: string): string {
  const p = parts(iso, zone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${p.hour}:${p.minute}`;
}

/** The calendar date `days` after `date`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A calendar date as a short day ("Tue 3 Mar"), the same in every zone. */
export function dayLabel(date: IsoDate, locale = "en-GB"): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
  });
}

/**
 * A session from `startIso` to `endIso` in `zone`, its zone named: "Tue 3 Mar, 14:00–17:00 GMT+3", or
 * both days when it crosses midnight there ("Tue 3 Mar, 22:00 – Wed 4 Mar, 01:00 GMT+3").
 *
 * @example sessionInZone("2026-03-03T11:00:00Z", "2026-03-03T14:00:00Z", "Africa/Kampala")
 */
export function sessionInZone(startIso: string, endIso: string, zone: string): string {
  const startDay = dateInZone(startIso, zone);
  const endDay = dateInZone(endIso, zone);
  const start = `${dayLabel(startDay)}, ${clockInZone(startIso, zone)}`;
  const end = clockInZone(endIso, zone);
  const name = zoneShortName(endIso, zone);
  return startDay === endDay ? `${start}–${end} ${name}` : `${start} – ${dayLabel(endDay)}, ${end} ${name}`;
}

/** One instant in `zone` with its zone: "Tue 3 Mar, 14:00 GMT+3". */
export function instantInZone(iso: string, zone: string): string {
  return `${dayLabel(dateInZone(iso, zone))}, ${clockInZone(iso, zone)} ${zoneShortName(iso, zone)}`;
}

/** Whether this runtime knows `zone` as an IANA time zone. */
export function isKnownZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone (the server's, when run there); null when the runtime does not say. */
export function runtimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownZone(zone) ? zone : null;
}

/**
 * The zones a studio may pick: the runtime's IANA list, with `current` kept (a saved zone this browser's
 * list lacks, or "UTC", which some runtimes leave out of it) so a select never drops it.
 */
export function zoneChoices(current?: string | null): string[] {
  const list = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  const extra = [current, "UTC"].filter((z): z is string => !!z && !list.includes(z));
  return [...list, ...extra].sort();
}
