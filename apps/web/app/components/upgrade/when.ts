/** An ISO time as a short local date and time ("24 Nov 2026, 11:51"), or the text itself if unreadable. */
export function when(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** An ISO time as a local date ("24 Nov 2026"). */
export function day(date: Date): string {
  return date.toLocaleDateString(undefined, { dateStyle: "medium" });
}
