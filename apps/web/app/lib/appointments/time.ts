// How the appointments pages write a moment: always with its zone. A booking happens at one instant but
// is read by two people in (possibly) two zones, so every time shown names the zone it is in ("Tue 3 Dec,
// 14:00 EAT"). Pure `Intl`: the viewer's zone comes from the browser (`viewerZone`), the studio's from
// the api. Formatters are kept per zone and style, as constructing one is the costly part.

export type TimeStyle = "dateTime" | "time" | "day" | "dayShort";

const OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  },
  time: { hour: "2-digit", minute: "2-digit" },
  day: { weekday: "long", day: "numeric", month: "long" },
  dayShort: { weekday: "short", day: "numeric", month: "short" },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, style: TimeStyle, named: boolean, locale?: string): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${zone}|${style}|${named}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, {
      ...OPTIONS[style],
      timeZone: zone,
      ...(named && style !== "day" && style !== "dayShort" ? { timeZoneName: "short" } : {}),
    });
    formatters.set(key, made);
  }
  return made;
}

/** Whether this runtime knows `zone` as a time zone (a bad name would make `Intl` throw). */
export function knownZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone the reader's device is set to (UTC on the server, where there is no reader). */
export function viewerZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return knownZone(zone) ? zone : "UTC";
}

/**
 * An ISO instant as wall time in `zone`, with the zone's short name ("Tue, 3 Dec 2026, 14:00 GMT+3"); the
 * text itself when it is not a time, and UTC when the zone is unknown (never a time without its zone).
 */
export function formatInZone(
  iso: string,
  zone: string,
  style: TimeStyle = "dateTime",
  options: { zoneName?: boolean; locale?: string } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const safeZone = knownZone(zone) ? zone : "UTC";
  return formatter(safeZone, style, options.zoneName ?? true, options.locale).format(date);
}

/** A start–end range in one zone, the zone named once ("Tue, 3 Dec 2026, 14:00 – 16:00 GMT+3"). */
export function formatRangeInZone(startIso: string, endIso: string, zone: string, locale?: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  const safeZone = knownZone(zone) ? zone : "UTC";
  return formatter(safeZone, "dateTime", true, locale).formatRange(start, end);
}

/** The short name of `zone` at an instant ("EAT", "GMT+3", "CET"), as the reader's locale writes it. */
export function zoneLabel(zone: string, at: Date = new Date(), locale?: string): string {
  const safeZone = knownZone(zone) ? zone : "UTC";
  const part = formatter(safeZone, "time", true, locale)
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? safeZone;
}

/** The calendar date (`YYYY-MM-DD`) an instant falls on in `zone`: how slots are grouped into days. */
export function dateInZone(iso: string | Date, zone: string): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  const safeZone = knownZone(zone) ? zone : "UTC";
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: safeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}
