import { WorkerEntrypoint } from "cloudflare:workers";
import { createApp } from "./app";
import type { Bindings } from "./env";
import { consumeMediaBatch } from "./features/studio";
import { scheduled } from "./scheduled";

export { RateLimiter } from "./kit/rate-limit/rate-limiter.do";

const app = createApp();

/**
 * The api worker. The web worker calls `serve` over JS RPC on its `API` service binding (a Request in,
 * a Response out, no HTTP subrequest in between); `fetch` serves the same app over HTTP for tools and
 * tests. Why RPC rather than an HTTP fetch over the binding: docs/decisions/0308.
 */
export default class ApiWorker extends WorkerEntrypoint<Bindings> {
  override fetch(request: Request): Promise<Response> {
    return Promise.resolve(app.fetch(request, this.env, this.ctx));
  }

  /** The RPC entry of the web worker: the same app as `fetch`. */
  serve(request: Request): Promise<Response> {
    return this.fetch(request);
  }

  /** The `ngoma-media` queue: finished uploads to process (features/studio/uploads/media-queue.ts). */
  override async queue(batch: MessageBatch<unknown>): Promise<void> {
    await consumeMediaBatch(batch, this.env, this.ctx);
  }

  override scheduled(controller: ScheduledController): void {
    this.ctx.waitUntil(
      scheduled(controller, this.env, {
        ctx: this.ctx,
        appFetch: (request) => app.fetch(request, this.env, this.ctx),
      }),
    );
  }
}
