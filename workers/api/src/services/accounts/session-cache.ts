import type { AuthContext } from "./auth-context";
import { PerUserCache } from "./viewer-epoch";

/**
 * How long a resolved session is reused for reads within an isolate. Every signed-in request would
 * otherwise pay one D1 round trip before doing anything, which dominates cheap catalogue reads. Only
 * safe (read-only) requests use it; every write resolves its session from D1, so a revoked session or a
 * suspended account can never change anything. See docs/decisions/0303.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

const entries = new PerUserCache<AuthContext>(MAX_ENTRIES);

/**
 * The session behind `token` from this isolate's cache, else `load()`. Keyed by the token itself, so a
 * hit costs no hashing (the token is in this isolate's memory for the request anyway; D1 only ever
 * sees and stores its SHA-256). Only live sessions are kept
 * (a flood of unknown tokens cannot fill memory); an entry is void once its user is touched (their own
 * writes, revocations) and never outlives the session's own expiry. A burst of reads with one token (a
 * page's parallel calls, an idle tab waking up) shares one load.
 *
 * @example const auth = await cachedSession(token, async () => loadLive(await sha256Hex(token))); // { auth, expiresAt } | null
 */
export async function cachedSession(
  token: string,
  load: () => Promise<{ auth: AuthContext; expiresAt: number } | null>,
  now = Date.now(),
): Promise<AuthContext | null> {
  const auth = await entries.load(
    [token],
    async () => {
      const found = await load();
      if (!found) return new Map();
      const expires = Math.min(now + SESSION_CACHE_TTL_MS, found.expiresAt);
      return new Map([[token, { value: found.auth, userId: found.auth.user.id, expires }]]);
    },
    now,
  );
  return auth.get(token) ?? null;
}
