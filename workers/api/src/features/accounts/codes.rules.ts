/** One-time code rules (docs/api-contract.md): 6 digits, 10 minutes, 5 attempts, 5 sends an hour. */
export const CODE_RULES = { digits: 6, ttlMs: 10 * 60_000, maxAttempts: 5, sendsPerHour: 5 } as const;

/** `reauth`: a code to the account's own e-mail, proof of identity for sensitive changes (reauth.service). */
export type CodePurpose = "password_reset" | "email" | "phone" | "reauth";

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
  return purpose === "phone" ? target.replace(/[\s()-]/g, "") : target.trim().toLowerCase();
}
