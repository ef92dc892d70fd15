import { describe, expect, it } from "vitest";
import { classifyDevice } from "../../kit/device";
import { CODE_RULES, codeState, normaliseTarget } from "./codes.rules";
import { hashPassword, needsRehash, PASSWORD_HASH_PARAMS, verifyPassword } from "./password-hash";
import { passwordProblem } from "./password-policy";
import { effectiveRoles, roleForPath } from "./roles";

describe("password policy", () => {
  it("enforces 8–128 code points and refuses common passwords", () => {
    expect(passwordProblem("short")).toMatch(/at least 8/);
    expect(passwordProblem("x".repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem("🎵".repeat(8))).toBeNull();
    expect(passwordProblem("Password123")).toMatch(/too common/);
    expect(passwordProblem("drums at dawn in kampala")).toBeNull();
  });
});

describe("password hashing", () => {
  it("pins production-safe parameters: PBKDF2-SHA-256 at no more than 100,000 iterations", () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({
      algorithm: "pbkdf2-sha256",
      iterations: 100_000,
      saltBytes: 16,
      keyBits: 256,
    });
  });

  it("stores parameters with the hash, verifies, and flags weaker hashes for rehash", async () => {
    const stored = await hashPassword("a fine passphrase");
    expect(stored.startsWith("pbkdf2-sha256$100000$")).toBe(true);
    expect(await verifyPassword("a fine passphrase", stored)).toBe(true);
    expect(await verifyPassword("a wrong passphrase", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    const weak = await hashPassword("a fine passphrase", { ...PASSWORD_HASH_PARAMS, iterations: 1000 });
    expect(await verifyPassword("a fine passphrase", weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});

describe("code rules", () => {
  const now = new Date("2026-11-21T10:00:00Z");
  const later = new Date(now.getTime() + 60_000);
  it("classifies codes", () => {
    expect(codeState({ attempts: 0, expiresAt: later, consumedAt: null }, now)).toBe("usable");
    expect(codeState({ attempts: 0, expiresAt: now, consumedAt: null }, now)).toBe("expired");
    expect(codeState({ attempts: CODE_RULES.maxAttempts, expiresAt: later, consumedAt: null }, now)).toBe(
      "locked",
    );
    expect(codeState({ attempts: 0, expiresAt: later, consumedAt: now }, now)).toBe("consumed");
  });
  it("normalises targets", () => {
    expect(normaliseTarget("email", " Ada@Example.COM ")).toBe("ada@example.com");
    expect(normaliseTarget("phone", "+256 (700) 000-000")).toBe("+256700000000");
  });
});

describe("roles", () => {
  it("maps path prefixes to roles", () => {
    expect(roleForPath("/admin/users")).toBe("admin");
    expect(roleForPath("/creator/beats/list")).toBe("creator");
    expect(roleForPath("/promoter/campaigns")).toBe("promoter");
    expect(roleForPath("/user/wallet/details")).toBe("listener");
    expect(roleForPath("/auth/user/login")).toBeNull();
    expect(roleForPath("/administrator")).toBeNull();
  });
  it("always includes listener", () => {
    expect(effectiveRoles([])).toEqual(["listener"]);
    expect(effectiveRoles([{ role: "admin" }, { role: "creator" }])).toEqual([
      "listener",
      "creator",
      "admin",
    ]);
  });
});

describe("device classification", () => {
  it("follows spec §3 names", () => {
    expect(classifyDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe(
      "Mobile",
    );
    expect(classifyDevice("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("Tablet");
    expect(classifyDevice("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36")).toBe(
      "Tablet",
    );
    expect(classifyDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64)")).toBe("Desktop");
    expect(classifyDevice(null)).toBe("Unknown");
  });
});
