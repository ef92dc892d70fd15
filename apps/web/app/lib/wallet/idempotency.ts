// One Idempotency-Key per submitted money form (top-up, withdrawal, cancel, service payment): made when the
// form is shown and kept through a double click or a retry after no answer, so the api pays once; a
// definitive answer (success, or a refusal like a wrong PIN) spends it and the next submission gets a new one.
import { useCallback, useState } from "react";

/** The form field that carries the key from a form to its action (which sends it as the header). */
export const IDEMPOTENCY_FIELD = "idempotency_key";

/** Failures after which nothing is known to have happened: the same key must be sent again. */
const KEEP_KEY_CODES = new Set([
  "NETWORK",
  "TIMEOUT",
  "BAD_RESPONSE",
  "UNKNOWN",
  "INTERNAL",
  "CONFLICT",
  "IDEMPOTENCY_IN_PROGRESS",
  "RATE_LIMITED",
]);

/** A fresh key (a random UUID; the api accepts 1–255 characters). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Whether a submission's answer used up its key: a success or a definitive refusal did; a lost answer, a
 * server error or "still running" did not (a retry must replay the first request, not start a second).
 */
export function keySpent(answer: { ok: boolean; code?: string }): boolean {
  return answer.ok || !KEEP_KEY_CODES.has(answer.code ?? "UNKNOWN");
}

/** The key of the form on screen, and `renew()` for after a definitive answer. */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}

/**
 * The header an action sends, from the key its form posted; undefined when the form sent none (the api
 * then refuses the call, which is the safe failure).
 */
export function idempotencyHeader(form: FormData): Record<string, string> | undefined {
  const key = form.get(IDEMPOTENCY_FIELD);
  return typeof key === "string" && key.length > 0 && key.length <= 255
    ? { "Idempotency-Key": key }
    : undefined;
}
