import { describe, expect, it } from "vitest";
import { COVER_PLACEHOLDER, coverSrc } from "./placeholder";

describe("coverSrc", () => {
  it("shows the url until it fails, then the placeholder", () => {
    expect(coverSrc("/api/v1/media/images/a.png", false)).toBe("/api/v1/media/images/a.png");
    expect(coverSrc("/api/v1/media/images/a.png", true)).toBe(COVER_PLACEHOLDER);
  });
  it("uses the placeholder when there is no url", () => {
    expect(coverSrc(null, false)).toBe(COVER_PLACEHOLDER);
    expect(coverSrc("", false)).toBe(COVER_PLACEHOLDER);
  });
  it("is a data URI the CSP allows", () => {
    expect(COVER_PLACEHOLDER.startsWith("data:image/svg+xml,")).toBe(true);
  });
});
