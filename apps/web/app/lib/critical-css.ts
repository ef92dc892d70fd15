// Every page's styles (styles/root.css and styles/listener.css) travel inside the HTML as one nonce'd
// <style>, so the first paint waits for no stylesheet request: on a slow phone network a render-blocking
// request costs a round trip and competes with the page's scripts for bandwidth. entry.server provides the
// text (lib/critical-css.server.ts); in the browser the element already holds it and is never rewritten,
// so the styles are not shipped a second time inside the JavaScript. Styles of one area (wallet, studio,
// admin, ...) stay linked stylesheets of their routes.
import { createContext, useContext } from "react";

export const CRITICAL_CSS_ID = "critical-css";

/** The inlined styles while rendering on the server; undefined in the browser. */
export const CriticalCssContext = createContext<string | undefined>(undefined);

/** The styles to render in the <style> element: the server's text, else what the document already has. */
export function useCriticalCss(): string {
  const served = useContext(CriticalCssContext);
  if (served !== undefined) return served;
  return typeof document === "undefined" ? "" : (document.getElementById(CRITICAL_CSS_ID)?.textContent ?? "");
}
