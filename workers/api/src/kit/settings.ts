/**
 * A comma-separated setting (`CORS_ORIGINS`, `GOOGLE_CLIENT_IDS`, …) as its trimmed, non-empty items.
 *
 * @example listSetting(" https://a.test, ,https://b.test") // ["https://a.test", "https://b.test"]
 */
export function listSetting(csv: string | undefined): string[] {
  return (csv ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
