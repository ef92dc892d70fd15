// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { bindKeyboardShortcuts } from "./keyboard";
import { setup, tracks } from "./testing/fakes";

const press = (key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("bindKeyboardShortcuts", () => {
  it("maps Space, arrows, M and E", () => {
    const { engine } = setup();
    const onMinimize = vi.fn();
    const onToggleEqualizer = vi.fn();
    const unbind = bindKeyboardShortcuts(engine, { onMinimize, onToggleEqualizer });
    engine.load(tracks(3));
    expect(press(" ").defaultPrevented).toBe(true);
    expect(engine.getState().isPlaying).toBe(true);
    press(" ");
    expect(engine.getState().isPlaying).toBe(false);
    press("ArrowRight");
    expect(engine.getState().currentIndex).toBe(1);
    press("ArrowLeft");
    expect(engine.getState().currentIndex).toBe(0);
    press("ArrowDown");
    press("ArrowDown");
    expect(engine.getState().volume).toBe(0.8);
    press("ArrowUp");
    expect(engine.getState().volume).toBe(0.9);
    press("m");
    press("E");
    expect(onMinimize).toHaveBeenCalledTimes(1);
    expect(onToggleEqualizer).toHaveBeenCalledTimes(1);
    expect(press("x").defaultPrevented).toBe(false);
    unbind();
    press("ArrowRight");
    expect(engine.getState().currentIndex).toBe(0);
  });

  it("ignores keys typed in inputs, textareas, selects and contenteditable, and modified keys", () => {
    const { engine } = setup();
    bindKeyboardShortcuts(engine);
    engine.load(tracks(3));
    document.body.innerHTML = `<input id="i"><textarea id="t"></textarea><select id="s"></select>
      <div contenteditable="true"><span id="c">x</span></div><div contenteditable="false" id="n"></div>`;
    for (const id of ["i", "t", "s", "c"]) {
      press("ArrowRight", document.getElementById(id)!);
      press(" ", document.getElementById(id)!);
    }
    press("ArrowRight", document.body, { ctrlKey: true });
    press("ArrowRight", document.body, { metaKey: true });
    expect(engine.getState()).toMatchObject({ currentIndex: 0, isPlaying: false });
    press("ArrowRight", document.getElementById("n")!);
    expect(engine.getState().currentIndex).toBe(1);
  });

  it("listens on a given target and does nothing for missing callbacks", () => {
    const { engine } = setup();
    const target = document.createElement("div");
    document.body.append(target);
    bindKeyboardShortcuts(engine, { target });
    engine.load(tracks(2));
    press("ArrowRight");
    expect(engine.getState().currentIndex).toBe(0);
    press("ArrowRight", target);
    expect(engine.getState().currentIndex).toBe(1);
    expect(() => press("m", target)).not.toThrow();
  });
});
