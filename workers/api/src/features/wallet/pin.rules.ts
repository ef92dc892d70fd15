/*
 * The wallet PIN (spec §3, docs/decisions/0503): 4 to 6 digits, not trivially guessable; 5 wrong tries
 * lock withdrawals for 15 minutes; a second lock within 24 h holds until the owner proves an e-mailed
 * code (docs/decisions/0506), so a guesser gets 10 tries a day, not 480.
 */

export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MS = 15 * 60_000;
/** The window in which locks add up. */
export const PIN_LOCK_WINDOW_MS = 24 * 3_600_000;
/** The lock, counted in the window, from which only an e-mailed code lifts it. */
export const PIN_LOCKS_BEFORE_CODE = 2;

export const PIN_MESSAGES = {
  format: "Enter a PIN of 4 to 6 digits.",
  trivial: "This PIN is too easy to guess. Avoid one repeated digit and runs like 1234 or 4321.",
  notSet: "Set a wallet PIN first.",
  locked: "Too many wrong PINs. Withdrawals are locked for 15 minutes.",
  codeRequired:
    "Your PIN was locked twice in 24 hours. Set your PIN again with a code we e-mail you to unlock withdrawals.",
  proof: "Enter your current PIN, or a code we e-mail you, to change your PIN.",
  wrong: (left: number) => `Wrong PIN. ${left} ${left === 1 ? "try" : "tries"} left.`,
} as const;

/**
 * Why a new PIN is refused, or null: not 4–6 digits, one repeated digit (0000), or a run of
 * consecutive digits up or down (1234, 4321, 123456).
 *
 * @example pinProblem("1234") // PIN_MESSAGES.trivial
 */
export function pinProblem(pin: string): string | null {
  if (!/^\d{4,6}$/.test(pin)) return PIN_MESSAGES.format;
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0]!)) return PIN_MESSAGES.trivial;
  return null;
}

/** The state of the PIN counters, as a settings row holds them. */
export interface PinCounters {
  pinFailures: number;
  pinLockedUntil: Date | null;
  pinCodeRequired: boolean;
}

/** Whether wrong PINs have locked withdrawals at `now`. */
export function pinLocked(row: PinCounters, now: Date): boolean {
  return row.pinLockedUntil !== null && row.pinLockedUntil.getTime() > now.getTime();
}

/** Tries left after `failures` counted wrong tries. */
export function triesLeft(failures: number): number {
  return Math.max(0, PIN_MAX_FAILURES - failures);
}
