/** Millionths per unit: `exchange_rates.rate_micros` stores units per USD × 1 000 000. */
export const MICROS_PER_UNIT = 1_000_000;

/**
 * A rate as stored. `validateRates` allows at most 6 decimals, so rounding only absorbs the binary
 * representation error (0.935 × 1e6 = 935000.0000000001 → 935000).
 *
 * @example toRateMicros(0.935) // 935000
 */
export function toRateMicros(rate: number): number {
  return Math.round(rate * MICROS_PER_UNIT);
}

/**
 * The stored integer back as the decimal it was written as. IEEE division is correctly rounded, so
 * 935000 / 1e6 is the same double as the literal 0.935.
 *
 * @example fromRateMicros(935000) // 0.935
 */
export function fromRateMicros(micros: number): number {
  return micros / MICROS_PER_UNIT;
}

/**
 * Rounds a provider's rate to the stored precision (6 decimals); providers often send 8 or more.
 *
 * @example toStoredPrecision(0.93451234) // 0.934512
 */
export function toStoredPrecision(rate: number): number {
  return fromRateMicros(toRateMicros(rate));
}
