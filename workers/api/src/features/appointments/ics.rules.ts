import { offsetMinutes, wallClock } from "./zone-time.rules";

/*
 * A booking as an iCalendar file (RFC 5545): one VEVENT whose times are written in the studio's zone
 * (`DTSTART;TZID=Africa/Kampala:20261208T110000`), with the VTIMEZONE that TZID must reference (§3.2.19)
 * built from the zone's real offsets: its transitions in the year around the event, found with `Intl`,
 * or one fixed STANDARD observance for a zone without daylight saving. Pure: the route adds the headers.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface IcsEvent {
  /** Globally unique and stable: the same booking always has the same UID, so a re-import updates it. */
  uid: string;
  startMs: number;
  endMs: number;
  timeZone: string;
  summary: string;
  description?: string;
  location?: string;
  /** When the file is made (DTSTAMP). */
  nowMs: number;
  /** RFC 5545 SEQUENCE: raise it when the booking changes (e.g. on cancellation). */
  sequence?: number;
  cancelled?: boolean;
}

/** TEXT escaping (§3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded with CRLF and a space (§3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = bytes.encode(char).length;
    if (size + length > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  out.push(current);
  return out.join("\r\n ");
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `YYYYMMDDTHHMMSS` of the wall clock in `zone` at `ms`. */
function localStamp(zone: string, ms: number): string {
  const { date, minutes, seconds } = wallClock(zone, ms);
  return `${date.replaceAll("-", "")}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}${pad(seconds)}`;
}

/** `YYYYMMDDTHHMMSSZ` in UTC. */
function utcStamp(ms: number): string {
  return `${new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** `+0300`, `-0430` (§3.3.14). */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The instants within `[fromMs, toMs)` where the zone's offset changes, each to the minute. */
export function transitions(zone: string, fromMs: number, toMs: number): number[] {
  const found: number[] = [];
  for (let day = fromMs; day < toMs; day += DAY_MS) {
    if (offsetMinutes(zone, day) === offsetMinutes(zone, day + DAY_MS)) continue;
    let low = day;
    let high = day + DAY_MS;
    while (high - low > MINUTE_MS) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutes(zone, mid) === offsetMinutes(zone, low)) low = mid;
      else high = mid;
    }
    found.push(high);
  }
  return found;
}

function vtimezone(zone: string, aroundMs: number): string[] {
  const from = aroundMs - 366 * DAY_MS;
  const changes = transitions(zone, from, aroundMs + 366 * DAY_MS);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  if (changes.length === 0) {
    const offset = utcOffset(offsetMinutes(zone, aroundMs));
    // A zone without changes: one standard observance from long before any event.
    lines.push("BEGIN:STANDARD", "DTSTART:19700101T000000", `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`);
    lines.push("END:STANDARD");
  }
  for (const at of changes) {
    const before = offsetMinutes(zone, at - MINUTE_MS);
    const after = offsetMinutes(zone, at);
    const kind = after > before ? "DAYLIGHT" : "STANDARD";
    // DTSTART is the onset in the wall time in force just before it (§3.6.5).
    const onset = localStamp("UTC", at + before * MINUTE_MS);
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${onset}`,
      `TZOFFSETFROM:${utcOffset(before)}`,
      `TZOFFSETTO:${utcOffset(after)}`,
    );
    lines.push(`END:${kind}`);
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/**
 * The `.ics` text of one booking: CRLF line ends, folded lines, times in the studio's zone.
 *
 * @example
 * icsCalendar({ uid: "apt_…@ngoma", startMs, endMs, timeZone: "Africa/Kampala", summary: "Session", nowMs: Date.now() })
 */
export function icsCalendar(event: IcsEvent): string {
  const zone = event.timeZone;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Ngoma//Studio appointments//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.cancelled ? "CANCEL" : "PUBLISH"}`,
    ...vtimezone(zone, event.startMs),
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.nowMs)}`,
    `DTSTART;TZID=${zone}:${localStamp(zone, event.startMs)}`,
    `DTEND;TZID=${zone}:${localStamp(zone, event.endMs)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
