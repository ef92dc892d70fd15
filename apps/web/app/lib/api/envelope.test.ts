import { describe, expect, it } from "vitest";
import {
  firstError,
  firstFieldError,
  NETWORK_ERROR,
  networkFailure,
  readEnvelope,
  TIMEOUT_ERROR,
  timeoutFailure,
} from "./envelope";

describe("readEnvelope", () => {
  it("reads data and msg of a success", () => {
    expect(readEnvelope(200, { data: { id: 1 }, msg: "Saved" })).toEqual({
      ok: true,
      status: 200,
      data: { id: 1 },
      msg: "Saved",
    });
  });

  it("prefers msg over field errors and keeps code and request id", () => {
    const r = readEnvelope(500, { msg: "Boom", code: "INTERNAL", request_id: "req_1" });
    expect(r).toMatchObject({ ok: false, status: 500, code: "INTERNAL", msg: "Boom", requestId: "req_1" });
  });

  it("keeps field errors in order and defaults the sentence when msg is missing", () => {
    const r = readEnvelope(422, {
      code: "VALIDATION",
      message: { email: ["Taken", "Too long"], name: "Short" },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.msg).toBe("Validation errors occurred");
    expect(r.fieldErrors).toEqual({ email: ["Taken", "Too long"], name: ["Short"] });
    expect(firstError(r.fieldErrors, "email")).toBe("Taken");
    expect(firstError(r.fieldErrors, "phone")).toBeUndefined();
    expect(firstFieldError(r.fieldErrors)).toBe("Taken");
    expect(firstFieldError({ a: [], b: ["Second"] })).toBe("Second");
    expect(firstFieldError({})).toBeUndefined();
  });

  it("reads Retry-After seconds on 429", () => {
    const r = readEnvelope(429, { msg: "Slow down", code: "RATE_LIMITED" }, "30");
    expect(r).toMatchObject({ code: "RATE_LIMITED", retryAfter: 30 });
  });

  it("turns a non-JSON failure into an unexpected error", () => {
    expect(readEnvelope(502, null)).toMatchObject({
      code: "BAD_RESPONSE",
      msg: "An unexpected error occurred",
    });
  });

  it("has the exact network and time-out sentences", () => {
    expect(networkFailure().msg).toBe(NETWORK_ERROR);
    expect(NETWORK_ERROR).toBe("Network error occurred. Please check your connection.");
    expect(timeoutFailure().msg).toBe(TIMEOUT_ERROR);
    expect(TIMEOUT_ERROR).toBe("Request timed out. Please try again.");
  });
});
