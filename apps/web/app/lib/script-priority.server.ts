// Remix's <Scripts> preloads every module of the page at the browser's default, high priority, and takes
// no option to change it. Module scripts never block the first paint, yet at high priority they share a
// slow phone link with what the first view does need (a details page's cover, its LCP element), and
// Lighthouse's simulation counts high-priority scripts as render-blocking. Marked `fetchpriority="low"`,
// the document and the cover go first; the scripts still start at once and hydrate as soon as they
// arrive (docs/decisions/0205).

const PRELOAD = '<link rel="modulepreload"';
const LOW = `${PRELOAD} fetchpriority="low"`;

/**
 * A TransformStream over the HTML bytes that adds `fetchpriority="low"` to every module preload, also
 * when a tag is split between two chunks of the stream.
 *
 * @example new Response(body.pipeThrough(lowPriorityModulePreloads()), { headers })
 */
export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // Text held back because it may be the start of a tag that the next chunk completes.
  let pending = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = pending + decoder.decode(chunk, { stream: true });
      const keep = partialSuffix(text);
      pending = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      if (ready) controller.enqueue(encoder.encode(ready.replaceAll(PRELOAD, LOW)));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rest.replaceAll(PRELOAD, LOW)));
    },
  });
}

/** Length of the longest end of `text` that is a proper start of the preload tag (0 when none). */
function partialSuffix(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
