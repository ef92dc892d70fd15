/**
 * Minimal DOM test harness for the widget tests (no testing-library dependency): mounts with
 * react-dom/client inside act(), and fires events the way React listens for them.
 */
import type { ReactElement } from "react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";

// Tells React this environment runs updates inside act(), which silences its "not wrapped in act" warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLElement;
  rerender(element: ReactElement): void;
  unmount(): void;
}

const mounted = new Set<Root>();

export function render(element: ReactElement): Mounted {
  const container = document.createElement("div");
  document.body.appendChild(container); // not append(): @cloudflare/workers-types overloads it on Element
  const root = createRoot(container);
  mounted.add(root);
  act(() => root.render(element));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      mounted.delete(root);
      container.remove();
    },
  };
}

/** jsdom has <dialog> without its modal methods: open and close toggle the `open` attribute. Call from beforeAll. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}

/** Unmounts everything render() created; call from afterEach. */
export function cleanup(): void {
  for (const root of mounted) act(() => root.unmount());
  mounted.clear();
  document.body.innerHTML = "";
}

export function click(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  });
}

/** Types into a controlled input: React ignores `.value =` unless set through the prototype setter. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Picks `value` in a select the way a user does, so a controlled select's onChange runs. */
export function choose(select: HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set;
  act(() => {
    setter?.call(select, value);
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** Returns whether the default action survived (false when a handler called preventDefault). */
export function pressKey(element: Element, key: string): boolean {
  let notPrevented = true;
  act(() => {
    notPrevented = element.dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
    );
  });
  return notPrevented;
}

export function submit(form: HTMLFormElement): void {
  act(() => {
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
}
