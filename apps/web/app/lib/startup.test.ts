import { afterEach, describe, expect, it, vi } from "vitest";
import { runStartup, STARTUP_TIMEOUT_MESSAGE, startupErrorMessage } from "./startup";

afterEach(() => {
  vi.useRealTimers();
});

describe("runStartup", () => {
  it("is ready when every step resolves", async () => {
    await expect(runStartup([async () => {}, async () => {}])).resolves.toEqual({ status: "ready" });
  });

  it("fails with the thrown message", async () => {
    const result = await runStartup([
      async () => {
        throw new Error("Failed to load client data");
      },
    ]);
    expect(result).toEqual({ status: "failed", message: "Failed to load client data" });
  });

  it("fails with the time-out sentence after 15 s of pending work", async () => {
    vi.useFakeTimers();
    const pending = runStartup([() => new Promise<void>(() => {})]);
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ status: "failed", message: STARTUP_TIMEOUT_MESSAGE });
  });
});

describe("startupErrorMessage", () => {
  it("falls back to the default sentence", () => {
    expect(startupErrorMessage(new Error(""))).toBe("Failed to initialize application");
    expect(startupErrorMessage(undefined)).toBe("Failed to initialize application");
    expect(startupErrorMessage("boom")).toBe("boom");
  });
});
