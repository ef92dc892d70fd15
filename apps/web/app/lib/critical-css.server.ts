// The inlined styles' text (lib/critical-css.ts), processed and minified by the build like any stylesheet;
// a server-only module, so the text is in the worker and never in the browser's JavaScript.
import listenerCss from "../styles/listener.css?inline";
import rootCss from "../styles/root.css?inline";

export const CRITICAL_CSS = `${rootCss}\n${listenerCss}`;
