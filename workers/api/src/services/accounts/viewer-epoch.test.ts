import { describe, expect, it } from "vitest";
import { epochClock, isCurrent, PerUserCache, touchViewer } from "./viewer-epoch";

describe("viewer epochs", () => {
  it("voids only the touched user's entries", () => {
    const noted = epochClock();
    touchViewer("usr_a");
    expect(isCurrent("usr_a", noted)).toBe(false);
    expect(isCurrent("usr_b", noted)).toBe(true);
    expect(isCurrent("usr_a", epochClock())).toBe(true);
  });

  it("voids an entry whose user wrote while it was loading", () => {
    const noted = epochClock();
    touchViewer("usr_racing"); // the write lands before the read's answer is stored
    expect(isCurrent("usr_racing", noted)).toBe(false);
  });

  it("never lets an entry noted before a forget-all look current again", () => {
    touchViewer("usr_old");
    const noted = epochClock();
    // Push enough distinct users through to force the bounded map to forget every mark.
    for (let i = 0; i < 50_001; i += 1) touchViewer(`usr_${i}`);
    expect(isCurrent("usr_old", noted)).toBe(false);
    expect(isCurrent("usr_never_seen", noted)).toBe(false);
    expect(isCurrent("usr_never_seen", epochClock())).toBe(true);
  });
});

describe("PerUserCache", () => {
  it("answers until the entry expires or its user is touched, and only for that user", () => {
    const cache = new PerUserCache<string>(10);
    const noted = epochClock();
    cache.set("a:1", "usr_cache_a", "flags of a", noted, 1_000);
    cache.set("b:1", "usr_cache_b", "flags of b", noted, 1_000);
    expect(cache.get("a:1", 999)).toBe("flags of a");
    expect(cache.get("a:1", 1_000)).toBeUndefined();
    cache.set("a:1", "usr_cache_a", "flags of a", noted, 1_000);
    touchViewer("usr_cache_a");
    expect(cache.get("a:1", 0)).toBeUndefined();
    expect(cache.get("b:1", 0)).toBe("flags of b");
    // Loaded before the touch, stored after it: still void.
    cache.set("a:1", "usr_cache_a", "stale flags of a", noted, 1_000);
    expect(cache.get("a:1", 0)).toBeUndefined();
  });
});
