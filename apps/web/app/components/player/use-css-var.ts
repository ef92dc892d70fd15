import { type RefObject, useLayoutEffect } from "react";

/**
 * Sets a CSS custom property through the CSSOM. The app's CSP (`style-src 'self'`) forbids inline style
 * attributes in markup; CSSOM writes are allowed, and nothing here is ever server-rendered.
 */
export function useCssVar(ref: RefObject<HTMLElement>, name: string, value: string): void {
  useLayoutEffect(() => {
    ref.current?.style.setProperty(name, value);
  }, [ref, name, value]);
}
