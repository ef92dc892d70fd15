import { describe, expect, it } from "vitest";
import { dismissToast, emptyToasts, pushToast, TOAST_TIMEOUTS, tickToasts, timeoutFor } from "./toasts";

describe("toast queue", () => {
  it("puts the newest on top and keeps at most 5", () => {
    let s = emptyToasts;
    for (let i = 1; i <= 7; i++) s = pushToast(s, "info", `m${i}`);
    expect(s.toasts.map((t) => t.message)).toEqual(["m7", "m6", "m5", "m4", "m3"]);
  });

  it("removes a duplicate and moves it to the top with a fresh time-out", () => {
    let s = pushToast(emptyToasts, "error", "Oops");
    s = pushToast(s, "info", "Hi");
    s = tickToasts(s, 3000, false);
    s = pushToast(s, "error", "Oops");
    expect(s.toasts.map((t) => t.message)).toEqual(["Oops", "Hi"]);
    expect(s.toasts[0]!.remaining).toBe(8000);
  });

  it("keeps same text of a different kind as a separate toast", () => {
    const s = pushToast(pushToast(emptyToasts, "error", "Same"), "success", "Same");
    expect(s.toasts).toHaveLength(2);
  });

  it("uses the per-kind time-outs and 5 s by default", () => {
    expect(TOAST_TIMEOUTS).toEqual({ success: 4000, error: 8000, warning: 6000, info: 5000 });
    expect(timeoutFor("other")).toBe(5000);
  });

  it("counts down only while not paused and drops expired toasts", () => {
    let s = pushToast(pushToast(emptyToasts, "success", "a"), "error", "b");
    s = tickToasts(s, 3999, true);
    expect(s.toasts).toHaveLength(2);
    s = tickToasts(s, 4000, false);
    expect(s.toasts.map((t) => t.message)).toEqual(["b"]);
    s = tickToasts(s, 4000, false);
    expect(s.toasts).toEqual([]);
  });

  it("ignores empty messages and closes by id", () => {
    let s = pushToast(emptyToasts, "info", "  ");
    expect(s.toasts).toEqual([]);
    s = pushToast(s, "info", "x");
    expect(dismissToast(s, s.toasts[0]!.id).toasts).toEqual([]);
  });
});
