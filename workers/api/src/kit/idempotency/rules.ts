/*
 * Pure decisions about an `Idempotency-Key` (docs/decisions/0502): which keys are acceptable, what a
 * request's fingerprint is made of, and what a request with a key already on file must do.
 */

/** The header a money-moving POST carries. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set on an answer that is a stored replay rather than a fresh run. */
export const REPLAYED_HEADER = "Idempotent-Replayed";
export const KEY_MAX_LENGTH = 255;
/** How long a running request holds its key before a retry may take it over. */
export const LOCK_MS = 60_000;
/** Keys are promised for 24 h; the cleanup job deletes them after 48 h. */
export const KEY_RETENTION_MS = 48 * 3_600_000;

/** 1–255 visible ASCII characters (0x21–0x7E): what a UUID, a ULID or a client's own scheme uses. */
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/**
 * Why a header value is not a usable key, or null when it is.
 *
 * @example keyProblem("9b2c-…") // null
 */
export function keyProblem(key: string | undefined | null): string | null {
  if (key === undefined || key === null || key === "") {
    return "Send an Idempotency-Key header (one new key per payment you submit).";
  }
  if (key.length > KEY_MAX_LENGTH) return `An Idempotency-Key has at most ${KEY_MAX_LENGTH} characters.`;
  if (!KEY_PATTERN.test(key)) return "An Idempotency-Key uses visible ASCII characters only.";
  return null;
}

/**
 * What the request fingerprint hashes: the method, the path and the body as received, so the same key
 * sent with another call or another body is recognised as a different request.
 */
export function fingerprintInput(method: string, path: string, body: string): string {
  return `${method.toUpperCase()}\n${path}\n${body}`;
}

/** A key already on file, as far as the decision needs it. */
export interface KeyRecord {
  requestHash: string;
  lockedUntil: Date | null;
  committed: boolean;
  responseStatus: number | null;
}

export type KeyDecision =
  /** Another request's key: refuse (422 `IDEMPOTENCY_MISMATCH`). */
  | { kind: "mismatch" }
  /** Answered before: send the stored answer again. */
  | { kind: "replay" }
  /** Still running (its lock is ahead): 409, try again after `retryAfterMs`. */
  | { kind: "in_progress"; retryAfterMs: number }
  /** Its money moved but its answer was lost (a crash after the batch): 409 `IDEMPOTENCY_COMMITTED`. */
  | { kind: "committed" }
  /** Its run died before moving money and its lock expired: this request may run instead. */
  | { kind: "takeover" };

/**
 * What a request must do when its key is already on file.
 *
 * @example decide({ requestHash: "a", lockedUntil: null, committed: true, responseStatus: 200 }, "a", now) // { kind: "replay" }
 */
export function decide(row: KeyRecord, requestHash: string, now: Date): KeyDecision {
  if (row.requestHash !== requestHash) return { kind: "mismatch" };
  if (row.responseStatus !== null) return { kind: "replay" };
  const lockLeft = row.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0;
  if (lockLeft > 0) return { kind: "in_progress", retryAfterMs: lockLeft };
  return row.committed ? { kind: "committed" } : { kind: "takeover" };
}

/**
 * Whether an answer is kept for replay: anything below 500 except the refusals that depend on the moment
 * (rate limits, a PIN lock, this machinery's own 409s), after which the same request may rightly run.
 */
export function storesAnswer(status: number, code: string | undefined): boolean {
  if (status >= 500 || status === 429 || status === 423) return false;
  return !(status === 409 && code?.startsWith("IDEMPOTENCY_"));
}
