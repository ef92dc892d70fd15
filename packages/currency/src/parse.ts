import { type CurrencyCode, currencyInfo } from "./currencies.js";

// A plain amount: digits with optional comma thousands grouping, then an optional dot and decimals.
// Grouping must be exact ("1,234" yes, "1,23" no) so a mistyped decimal comma is refused rather than
// read as a value a hundred times larger.
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;
const SPACES = /[\s\u00a0\u202f]+/g;

const markerCache = new Map<CurrencyCode, readonly string[]>();

/** Everything a person might type next to an amount in `code`: the code and its common symbols. */
function markersFor(code: CurrencyCode): readonly string[] {
  let markers = markerCache.get(code);
  if (!markers) {
    const found = new Set<string>([code, currencyInfo(code).symbol]);
    for (const currencyDisplay of ["symbol", "narrowSymbol"] as const) {
      const parts = new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay });
      const symbol = parts.formatToParts(1).find((part) => part.type === "currency")?.value;
      if (symbol) found.add(symbol);
    }
    // Longest first, so "CA$" is stripped whole rather than leaving "CA" behind "$".
    markers = [...found].map((m) => m.replace(SPACES, " ").toUpperCase()).sort((a, b) => b.length - a.length);
    markerCache.set(code, markers);
  }
  return markers;
}

function stripMarker(text: string, markers: readonly string[], atStart: boolean): string {
  const upper = text.toUpperCase();
  for (const marker of markers) {
    if (atStart ? upper.startsWith(marker) : upper.endsWith(marker)) {
      return (atStart ? text.slice(marker.length) : text.slice(0, -marker.length)).trim();
    }
  }
  return text;
}

/**
 * Reads an amount a person typed into integer minor units of `code`, or `null` when it is not a valid
 * non-negative amount in that currency. Accepted: digits with optional comma thousands grouping and
 * a dot before the decimals (`"1,234.56"`, `"1234"`, `".5"`), with the currency's code or symbol
 * before and/or after (`"$12"`, `"12 USD"`, `"USh 5,000"`, `"€ 3.50"`). Refused: negatives, empty or
 * other text, decimal commas, misplaced grouping, a symbol of another currency, more decimals than
 * the currency has (`"1.5"` for UGX, `"1.234"` for USD) and amounts beyond `Number.MAX_SAFE_INTEGER`.
 *
 * @example
 * ```ts
 * import { parseAmount } from "@ngoma/currency";
 * parseAmount("1,234.56", "USD"); // 123456
 * parseAmount("$12", "USD"); // 1200
 * parseAmount("USh 5,000", "UGX"); // 5000
 * parseAmount("1.5", "UGX"); // null — UGX has no decimals
 * parseAmount("-3", "EUR"); // null
 * parseAmount("abc", "EUR"); // null
 * ```
 */
export function parseAmount(text: string, code: CurrencyCode): number | null {
  const { minorUnits } = currencyInfo(code);
  if (typeof text !== "string") return null;
  const markers = markersFor(code);
  const normalized = text.replace(SPACES, " ").trim();
  const bare = stripMarker(stripMarker(normalized, markers, true), markers, false);
  const match = AMOUNT.exec(bare);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  if (fraction.length > minorUnits) return null;
  const value =
    BigInt(whole.replaceAll(",", "") || "0") * 10n ** BigInt(minorUnits) +
    BigInt(fraction.padEnd(minorUnits, "0") || "0");
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}
