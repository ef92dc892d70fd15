import { describe, expect, it } from "vitest";
import { earningStateLabel, earningTitle, earningTone, marketLabel, shareLabel } from "./earnings";

describe("earnings", () => {
  it("names each market and state, with a badge that says whether the money arrived", () => {
    expect(marketLabel("beats")).toBe("Beat licence");
    expect(earningStateLabel("held")).toBe("Held in escrow");
    expect(earningTone("paid")).toBe("badge badge--ok");
    expect(earningTone("held")).toBe("badge badge--warn");
    expect(earningTone("refunded")).toBe("badge");
  });

  it("shows a share only for split orders", () => {
    expect(shareLabel(10_000)).toBeNull();
    expect(shareLabel(3_300)).toBe("33 %");
    expect(shareLabel(3_333)).toBe("33.33 %");
  });

  it("falls back to the market's word when the snapshot has no title", () => {
    expect(earningTitle({ title: "Night Drive", market: "beats" })).toBe("Night Drive");
    expect(earningTitle({ title: "", market: "studio" })).toBe("Studio booking");
  });
});
