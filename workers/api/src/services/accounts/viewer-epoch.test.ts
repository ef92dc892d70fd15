import { describe, expect, it } from "vitest";
import { epochClock, isCurrent, touchViewer } from "./viewer-epoch";

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
