import type { AuthContext } from "./auth-context";
import { epochClock, isCurrent } from "./viewer-epoch";

/**
 * How long a resolved session is reused for reads within an isolate. Every signed-in request would
 * otherwise pay one D1 round trip before doing anything, which dominates cheap catalogue reads. Only
 * safe (read-only) requests use it; every write resolves its session from D1, so a revoked session or a
 * suspended account can never change anything. See docs/decisions/0303.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  auth: AuthContext;
  noted: number;
  expires: number;
}

const entries = new Map<string, Entry>();

/**
 * The session behind `tokenHash` from this isolate's cache, else `load()`. Only live sessions are kept
 * (a flood of unknown tokens cannot fill memory); an entry is void once its user is touched (their own
 * writes, revocations) and never outlives the session's own expiry.
 *
 * @example const auth = await cachedSession(hash, () => loadLive(hash)); // { auth, expiresAt } | null
 */
export async function cachedSession(
  tokenHash: string,
  load: () => Promise<{ auth: AuthContext; expiresAt: number } | null>,
  now = Date.now(),
): Promise<AuthContext | null> {
  const hit = entries.get(tokenHash);
  if (hit && hit.expires > now && isCurrent(hit.auth.user.id, hit.noted)) return hit.auth;
  entries.delete(tokenHash);
  const noted = epochClock();
  const found = await load();
  if (!found) return null;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(tokenHash, {
    auth: found.auth,
    noted,
    expires: Math.min(now + SESSION_CACHE_TTL_MS, found.expiresAt),
  });
  return found.auth;
}
