import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../env";
import { callbackDelivery, createCallbackDelivery } from "./callback-delivery";

describe("callback delivery", () => {
  it("delivers a request into the app after the response, inside waitUntil", async () => {
    const seen: string[] = [];
    const app = new Hono<AppEnv>();
    app.use(
      "*",
      callbackDelivery((request, e, ctx) => app.fetch(request, e, ctx)),
    );
    app.post("/hook", async (c) => {
      seen.push(await c.req.text());
      return c.text("ok");
    });
    app.get("/start", (c) => {
      const { callbackDelivery: delivery } = c.var;
      delivery.waitUntil(
        delivery.deliver(new Request("http://localhost/hook", { method: "POST", body: "event" })),
      );
      return c.text("started");
    });
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request("http://localhost/start"), env, ctx);
    expect(await response.text()).toBe("started");
    await waitOnExecutionContext(ctx);
    expect(seen).toEqual(["event"]);
  });

  it("builds the same delivery for scheduled code from a fetch function and a context", async () => {
    const waited: Promise<unknown>[] = [];
    const delivery = createCallbackDelivery(async (r) => new Response(r.url), {
      waitUntil: (p) => waited.push(p),
    });
    const answer = (await delivery.deliver(new Request("http://localhost/x"))) as Response;
    expect(await answer.text()).toBe("http://localhost/x");
    delivery.waitUntil(Promise.resolve(1));
    expect(waited).toHaveLength(1);
  });
});
