import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./csp";

describe("content security policy", () => {
  it("allows scripts only from self and the nonce, with no unsafe-inline or eval", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", google: false, apple: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    // The one inlined <style> carries the nonce; style attributes stay refused (no unsafe-inline).
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("google");
  });

  it("adds provider hosts only when configured", () => {
    const csp = contentSecurityPolicy({ nonce: "n", google: true, apple: true });
    expect(csp).toContain("https://accounts.google.com/gsi/client");
    expect(csp).toContain("https://appleid.cdn-apple.com");
    expect(csp).toMatch(/frame-src https:\/\/accounts.google.com\/gsi\/ https:\/\/appleid.apple.com/);
  });

  it("sends HSTS only in production", () => {
    expect(securityHeaders(true)["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(securityHeaders(false)["Strict-Transport-Security"]).toBeUndefined();
  });
});
