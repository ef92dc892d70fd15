import { describe, expect, it } from "vitest";
import { loginUrl, safeRedirect } from "./redirects";

describe("safeRedirect", () => {
  it("accepts same-origin paths", () => {
    expect(safeRedirect("/my-account/profile?tab=1")).toBe("/my-account/profile?tab=1");
  });

  it("refuses anything that could leave the origin or loop back to auth", () => {
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "evil",
      "/auth/login",
      null,
      3,
    ]) {
      expect(safeRedirect(bad)).toBe("/");
    }
  });
});

describe("loginUrl", () => {
  it("carries the requested path and query", () => {
    expect(loginUrl("http://localhost/my-account/settings?x=1")).toBe(
      "/auth/login?redirectTo=%2Fmy-account%2Fsettings%3Fx%3D1",
    );
    expect(loginUrl("http://localhost/")).toBe("/auth/login");
  });
});
