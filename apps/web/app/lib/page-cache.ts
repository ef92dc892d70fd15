// Keep-alive (spec §2): Dashboard, MusicManager, Albums and Profile pages stay mounted (hidden) after you
// leave them, at most 10, least recently shown dropped first. forceReload / reloadKey give a fresh render.

export const PAGE_CACHE_LIMIT = 10;

export interface CachedPage<T> {
  /** pathname + reloadKey: a new reloadKey is a new entry, so the page mounts afresh. */
  key: string;
  path: string;
  element: T;
}

export function cacheKey(path: string, reloadKey?: string | number | null): string {
  return reloadKey === undefined || reloadKey === null || reloadKey === "" ? path : `${path}#${reloadKey}`;
}

/**
 * Shows `key` (adding it if new) and returns the new cache, most recent last. `forceReload` drops every
 * cached copy of the path, so the page is rebuilt. Entries of the same path with another reloadKey are
 * replaced too: only the latest render of a page is worth keeping.
 */
export function visitPage<T>(
  cache: CachedPage<T>[],
  page: CachedPage<T>,
  options: { forceReload?: boolean; limit?: number } = {},
): CachedPage<T>[] {
  const limit = options.limit ?? PAGE_CACHE_LIMIT;
  const existing = options.forceReload ? undefined : cache.find((p) => p.key === page.key);
  const rest = cache.filter((p) => p.path !== page.path);
  const next = [...rest, existing ?? page];
  return next.slice(Math.max(0, next.length - limit));
}
