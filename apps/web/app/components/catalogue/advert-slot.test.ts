import { describe, expect, it } from "vitest";
import { isOwnPath, safeTarget } from "./advert-slot";

describe("isOwnPath", () => {
  it("accepts our own paths only", () => {
    expect(isOwnPath("/nonstop-music")).toBe(true);
    expect(isOwnPath("/music/details/trk_1?x=1")).toBe(true);
    expect(isOwnPath("//evil.example/x")).toBe(false);
    expect(isOwnPath("/\\evil.example")).toBe(false);
    expect(isOwnPath("https://example.com/")).toBe(false);
    expect(isOwnPath("javascript:alert(1)")).toBe(false);
  });
});

describe("safeTarget", () => {
  it("links our paths and http(s) only", () => {
    expect(safeTarget("/nonstop-music")).toBe("/nonstop-music");
    expect(safeTarget("https://example.com/a")).toBe("https://example.com/a");
    expect(safeTarget("javascript:alert(1)")).toBeNull();
    expect(safeTarget("data:text/html,x")).toBeNull();
    expect(safeTarget("//evil.example")).toBeNull();
  });
});
