// The reader's clock on the page: their time zone and locale. The server has no reader, so the first
// render, on the server and at hydration alike, writes times in `fallback` (the studio's zone: a real,
// named zone) and a fixed locale, so the hydrated HTML matches exactly; right after hydration the
// browser's own zone and locale take over. Every time shown names its zone, so neither render misleads.
import { useEffect, useState } from "react";
import { viewerZone } from "./time";

export interface ViewerClock {
  zone: string;
  /** Undefined: the reader's own locale. */
  locale: string | undefined;
  /** False until the browser said its zone (`zone` is then the fallback, the studio's). */
  known: boolean;
}

/** The locale of the server's render (and the hydration's). */
export const FIRST_RENDER_LOCALE = "en-US";

export function useViewerClock(fallback: string): ViewerClock {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(viewerZone()), []);
  return zone === null
    ? { zone: fallback, locale: FIRST_RENDER_LOCALE, known: false }
    : { zone, locale: undefined, known: true };
}
