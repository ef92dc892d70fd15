/**
 * Per-isolate set-up that must not be repeated per request: `build(key)` runs once per key, and later
 * calls with the same key get the same value back.
 *
 * `oncePer` holds its keys weakly, for objects (a D1 binding, a database handle); `oncePerSetting` holds
 * them for the isolate's life, for the few values configuration can take (a secret, an origin list, a
 * provider's key set URL), never for anything a request supplies.
 *
 * @example
 * export const createDb = oncePer((d1: D1Database) => drizzle(d1));
 * createDb(env.DB) === createDb(env.DB); // true
 */
export function oncePer<K extends WeakKey, V>(build: (key: K) => V): (key: K) => V {
  return cachedIn(new WeakMap<K, V>(), build);
}

/**
 * `oncePer` for configuration values (strings).
 *
 * @example const originsOf = oncePerSetting((setting: string) => new Set(setting.split(",")));
 */
export function oncePerSetting<K, V>(build: (key: K) => V): (key: K) => V {
  return cachedIn(new Map<K, V>(), build);
}

function cachedIn<K, V>(
  store: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  build: (key: K) => V,
) {
  return (key: K): V => {
    let value = store.get(key);
    if (value === undefined) {
      value = build(key);
      store.set(key, value);
    }
    return value;
  };
}
