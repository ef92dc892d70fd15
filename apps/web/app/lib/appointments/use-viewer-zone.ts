// The reader's time zone on the page. The server has no reader (it would render in its own UTC), so the
// first render, server and hydration alike, uses `fallback` (the studio's zone: a real, named zone) and
// the browser's own zone takes over right after hydration. Every time shown names its zone, so neither
// render can be misread.
import { useEffect, useState } from "react";
import { viewerZone } from "./time";

export function useViewerZone(fallback: string): string {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(viewerZone()), []);
  return zone ?? fallback;
}
