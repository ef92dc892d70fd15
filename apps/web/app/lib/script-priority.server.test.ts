import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority.server";

/** Streams `parts` (text, or bytes cut as the network would) through the transform; the text that comes out. */
function through(parts: (string | Uint8Array)[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(typeof part === "string" ? encoder.encode(part) : part);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowPriorityModulePreloads())).text();
}

const PAGE =
  '<html><head><link rel="icon" href="/favicon.svg"/></head><body><p>Hi — ünïcode</p>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/framework-b.js"/>' +
  '<script type="module" async="">import "/assets/root-c.js";</script></body></html>';
const EXPECTED =
  '<html><head><link rel="icon" href="/favicon.svg"/></head><body><p>Hi — ünïcode</p>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-a.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/framework-b.js"/>' +
  '<script type="module" async="">import "/assets/root-c.js";</script></body></html>';

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", async () => {
    expect(await through([PAGE])).toBe(EXPECTED);
  });

  it("finds a tag split across chunks at any byte, a split multi-byte character included", async () => {
    const bytes = new TextEncoder().encode(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.slice(0, cut), bytes.slice(cut)]), `cut at byte ${cut}`).toBe(EXPECTED);
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
