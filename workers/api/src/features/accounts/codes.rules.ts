import type { RatePolicy } from "../../kit/rate-limit/rate-limit";

/** One-time code rules (the API guide at /api/docs): 6 digits, 10 minutes, 5 attempts, 5 sends an hour per address. */
export const CODE_RULES = { digits: 6, ttlMs: 10 * 60_000, maxAttempts: 5, sendsPerHour: 5 } as const;

const DAY_MS = 86_400_000;

/**
 * SMS cost money, so besides the per-number cap (CODE_RULES.sendsPerHour) one account may send 10 a day
 * and the whole service 1,000 a day (docs/decisions/0010). Counted in the RateLimiter Durable Object.
 */
export const SMS_ACCOUNT_POLICY: RatePolicy = {
  name: "sms-account",
  limit: 10,
  windowMs: DAY_MS,
  message: "This account has sent too many text messages today. Try again tomorrow.",
};
/** The service-wide daily SMS budget (one key, `sms-day:all`). */
export const SMS_DAILY_POLICY: RatePolicy = {
  name: "sms-day",
  limit: 1_000,
  windowMs: DAY_MS,
  message: "We cannot send more text messages today. Try again later.",
};
export const SMS_DAILY_KEY = "all";

/**
 * `reauth`: a code to the account's own e-mail, proof of identity for sensitive changes (reauth.service).
 * `wallet_pin`: the same, to change a forgotten wallet PIN (features/wallet/pin.service).
 * `payment_phone`: a code texted to a mobile money number saved as a payment method, proof that the
 * number's owner added it before it is charged (features/payments, docs/decisions/0507).
 */
export type CodePurpose = "password_reset" | "email" | "phone" | "reauth" | "wallet_pin" | "payment_phone";

export interface CodeRecord {
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type CodeState = "usable" | "expired" | "consumed" | "locked";

/**
 * Whether a stored code can still be tried.
 *
 * @example codeState({ attempts: 5, expiresAt: later, consumedAt: null }, now) // "locked"
 */
export function codeState(code: CodeRecord, now: Date): CodeState {
  if (code.consumedAt) return "consumed";
  if (code.expiresAt.getTime() <= now.getTime()) return "expired";
  if (code.attempts >= CODE_RULES.maxAttempts) return "locked";
  return "usable";
}

/** The user-facing reason a code was refused. */
export const CODE_MESSAGES: Record<Exclude<CodeState, "usable"> | "wrong" | "missing", string> = {
  missing: "This code is not valid. Request a new one.",
  consumed: "This code has already been used. Request a new one.",
  expired: "This code has expired. Request a new one.",
  locked: "Too many wrong attempts. Request a new code.",
  wrong: "The code is incorrect.",
};

/** Normalises an address so codes match however it was typed. */
export function normaliseTarget(purpose: CodePurpose, target: string): string {
  return purpose === "phone" || purpose === "payment_phone"
    ? target.replace(/[\s()-]/g, "")
    : target.trim().toLowerCase();
}
