import { describe, expect, it } from "vitest";
import { decide, fingerprintInput, keyProblem, storesAnswer } from "./rules";

const now = new Date("2026-11-25T12:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("idempotency rules", () => {
  it("accepts 1–255 visible ASCII characters only", () => {
    expect(keyProblem("a")).toBeNull();
    expect(keyProblem("k".repeat(255))).toBeNull();
    expect(keyProblem("0b6c0f7e-3a0e-4c55-9f53-1b0e1c1c1c1c")).toBeNull();
    for (const bad of [undefined, "", "k".repeat(256), "with space", "tab\t", "é"]) {
      expect(keyProblem(bad)).toEqual(expect.any(String));
    }
  });

  it("fingerprints method, path and body", () => {
    expect(fingerprintInput("post", "/a", "{}")).not.toBe(fingerprintInput("POST", "/b", "{}"));
    expect(fingerprintInput("post", "/a", "{}")).toBe(fingerprintInput("POST", "/a", "{}"));
  });

  it("decides from the key on file", () => {
    const row = { requestHash: "h", lockedUntil: at(30_000), committed: false, responseStatus: null };
    expect(decide(row, "other", now)).toEqual({ kind: "mismatch" });
    expect(decide(row, "h", now)).toEqual({ kind: "in_progress", retryAfterMs: 30_000 });
    expect(decide({ ...row, lockedUntil: at(-1) }, "h", now)).toEqual({ kind: "takeover" });
    expect(decide({ ...row, lockedUntil: at(-1), committed: true }, "h", now)).toEqual({ kind: "committed" });
    expect(decide({ ...row, committed: true, responseStatus: 201 }, "h", now)).toEqual({ kind: "replay" });
  });

  it("keeps answers below 500 except the refusals of the moment", () => {
    expect(storesAnswer(201, undefined)).toBe(true);
    expect(storesAnswer(422, "VALIDATION")).toBe(true);
    expect(storesAnswer(409, "CONFLICT")).toBe(true);
    expect(storesAnswer(409, "IDEMPOTENCY_COMMITTED")).toBe(false);
    expect(storesAnswer(429, "PIN_LOCKED")).toBe(false);
    expect(storesAnswer(500, "INTERNAL")).toBe(false);
  });
});
