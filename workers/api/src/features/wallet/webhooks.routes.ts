import { z } from "@hono/zod-openapi";
import { defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { PAYMENT_METHOD_TYPES } from "../payments/schema";
import { settleFromCallback } from "./callback.service";
import { providerFor, settleDeps } from "./route-deps";

/*
 * Provider callbacks (`/api/v1/webhooks/{provider}`, docs/decisions/0501). The adapter checks the
 * signature and its age (5 minutes) before anything is read; `settleFromCallback` settles once.
 */

const Ack = z.object({ received: z.literal(true), settled: z.boolean() });

const callback = defineRoute({
  method: "post",
  path: "/{provider}",
  tags: ["Payments"],
  summary: "A payment provider's signed callback",
  request: { params: z.object({ provider: z.enum(PAYMENT_METHOD_TYPES) }) },
  responses: { 200: jsonResponse(Ack, "Acknowledged"), ...errorResponses(400, 401, 404) },
});

export const webhookRoutes = createRouter().openapi(callback, async (c) => {
  const name = c.req.valid("param").provider;
  const event = await providerFor(c, name).verifyCallback(c.req.raw);
  const { settled } = await settleFromCallback(settleDeps(c), name, event);
  return c.json({ data: { received: true as const, settled } }, 200);
});
