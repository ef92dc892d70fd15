import { describe, expect, it } from "vitest";
import { contentTypeFor, etagMatches } from "./http-cache";

describe("etagMatches", () => {
  it("matches exact, weak, listed and wildcard validators", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
  });

  it("does not match other or missing validators", () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches("", '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });
});

describe("contentTypeFor", () => {
  it("prefers stored metadata, then the extension, then the fallback", () => {
    expect(contentTypeFor("a/b.wav", "audio/x-wav", "x")).toBe("audio/x-wav");
    expect(contentTypeFor("covers/t/x.SVG", undefined, "x")).toBe("image/svg+xml");
    expect(contentTypeFor("a/b.unknown", undefined, "application/octet-stream")).toBe(
      "application/octet-stream",
    );
  });
});
