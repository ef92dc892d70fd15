import { describe, expect, it } from "vitest";
import { INITIAL_UI, minimize, toggleMinimized, togglePanel } from "./ui-store";

describe("player display rules (spec §4)", () => {
  it("opening one of queue/equalizer closes the other; opening the open one closes it", () => {
    const eq = togglePanel(INITIAL_UI, "equalizer");
    expect(eq.panel).toBe("equalizer");
    const queue = togglePanel(eq, "queue");
    expect(queue.panel).toBe("queue");
    expect(togglePanel(queue, "queue").panel).toBeNull();
  });
  it("minimizing closes both panels; toggling again restores the bar", () => {
    const open = togglePanel(INITIAL_UI, "queue");
    const small = minimize(open);
    expect(small).toMatchObject({ display: "minimized", panel: null });
    expect(toggleMinimized(small).display).toBe("bar");
    expect(toggleMinimized(open)).toMatchObject({ display: "minimized", panel: null });
  });
  it("a panel opened from the minimized or full view shows on the bar", () => {
    expect(togglePanel(minimize(INITIAL_UI), "equalizer")).toMatchObject({
      display: "bar",
      panel: "equalizer",
    });
    expect(togglePanel({ ...INITIAL_UI, display: "full" }, "queue").display).toBe("bar");
  });
});
