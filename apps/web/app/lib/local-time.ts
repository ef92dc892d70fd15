// How the app writes a moment for the reader: their own locale and time zone.
/** An ISO time as a short local date and time ("24 Nov 2026, 11:51"), or the text itself if unreadable. */
export function localDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** A date as a local date ("24 Nov 2026"). */
export function localDate(date: Date): string {
  return date.toLocaleDateString(undefined, { dateStyle: "medium" });
}
