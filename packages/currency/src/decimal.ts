// Exact decimal arithmetic for money. Rates and percentages arrive as JS numbers (e.g. 0.935), whose
// binary value is not exactly 0.935, so multiplying in floating point can land on the wrong side of a
// rounding boundary (100.5 may become 100.49999…). Instead each number is read back as the shortest
// decimal that round-trips (what `String(x)` prints, i.e. what a person typed) and the product is
// computed with BigInt, so rounding is decided on exact values.

/** A non-negative decimal as `digits / 10^scale`, e.g. 0.935 → { digits: 935n, scale: 3 }. */
export interface Decimal {
  readonly digits: bigint;
  readonly scale: number;
}

const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** Reads a finite, non-negative number as its shortest round-tripping decimal. */
export function toDecimal(value: number): Decimal {
  const match = NUMBER_TEXT.exec(String(value));
  if (!Number.isFinite(value) || value < 0 || !match) {
    throw new RangeError(`Expected a finite non-negative number, got ${String(value)}`);
  }
  const [, whole = "", fraction = "", exponent = "0"] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** How many decimal places a number has when written in its shortest round-tripping form. */
export function decimalPlaces(value: number): number {
  return toDecimal(Math.abs(value)).scale;
}

/** `numerator / denominator` rounded half away from zero; `denominator` must be positive. */
export function divRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Converts back to a JS number, refusing results that would lose integer precision. */
export function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${what} exceeds Number.MAX_SAFE_INTEGER`);
  }
  return Number(value);
}

/** Throws unless `value` is an integer a JS number can hold exactly. */
export function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new TypeError(`${name} must be a safe integer, got ${String(value)}`);
  }
}
