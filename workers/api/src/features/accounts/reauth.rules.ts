/**
 * How recent a sign-in must be to count as proof of identity for linking a provider or setting a first
 * password (docs/decisions/0009): a session stolen later, or left open, is older than this.
 */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

/**
 * Whether a session issued at `sessionCreatedAt` is a fresh sign-in at `now`.
 *
 * @example isFreshSignIn(new Date(Date.now() - 60_000), new Date()) // true
 */
export function isFreshSignIn(sessionCreatedAt: Date, now: Date): boolean {
  return now.getTime() - sessionCreatedAt.getTime() <= FRESH_SIGN_IN_MS;
}
