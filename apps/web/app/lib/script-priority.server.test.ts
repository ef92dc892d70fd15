import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority.server";

/** Streams `chunks` through the transform and returns the text that comes out. */
async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowPriorityModulePreloads())).text();
}

const PAGE =
  '<html><head><link rel="icon" href="/favicon.svg"/></head><body><p>Hi — ünïcode</p>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/framework-b.js"/>' +
  '<script type="module" async="">import "/assets/root-c.js";</script></body></html>';
const EXPECTED = PAGE.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", async () => {
    const out = await through([PAGE]);
    expect(out).toBe(EXPECTED);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("finds a tag split across chunks at any point, multi-byte characters included", async () => {
    const bytes = new TextEncoder().encode(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const decoder = new TextDecoder();
      // Cut by bytes, as the network would, so a character can be split too.
      const parts = [bytes.slice(0, cut), bytes.slice(cut)];
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
      const out = await new Response(source.pipeThrough(lowPriorityModulePreloads())).text();
      expect(out, `cut at byte ${cut} (${decoder.decode(parts[0]).slice(-12)})`).toBe(EXPECTED);
    }
  });

  it("passes through a page that ends on what looks like the start of a tag", async () => {
    expect(await through(["<p>x</p><link rel=", '"modu'])).toBe('<p>x</p><link rel="modu');
  });

  it("does not touch other links", async () => {
    const html = '<link rel="preload" href="/a.png"/><link rel="modulepreloadx" href="/b.js"/>';
    expect(await through([html])).toBe(html);
  });
});
