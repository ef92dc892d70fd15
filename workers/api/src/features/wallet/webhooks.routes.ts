import { z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { isUniqueViolation, notFound } from "../../kit/errors";
import { defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { PAYMENT_METHOD_TYPES, providerCallbacks } from "../payments/schema";
import { operationById } from "./operation-reads";
import { providerFor, settleDeps } from "./route-deps";
import { settleOperation } from "./settlement.service";

/*
 * Provider callbacks (`/api/v1/webhooks/{provider}`, docs/decisions/0501). The adapter checks the
 * signature and its age (5 minutes) before anything is read; the callback's event id is recorded in the
 * batch that settles, so a replay — or a callback for a payment the poller already settled — has no second
 * effect and is still acknowledged (a provider retries what it sees refused).
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
  const row = await operationById(c.var.db, event.reference);
  if (!row || row.provider !== name) throw notFound("Payment");
  const seen = sql`insert into ${providerCallbacks} (provider, event_id, received_at)
    values (${name}, ${event.eventId}, ${Date.now()})`;
  try {
    const { settled } = await settleOperation(
      settleDeps(c),
      row,
      { status: event.status, providerRef: event.providerRef, reason: event.reason },
      [seen],
    );
    return c.json({ data: { received: true as const, settled } }, 200);
  } catch (error) {
    if (isUniqueViolation(error, "provider_callbacks.provider")) {
      return c.json({ data: { received: true as const, settled: false } }, 200);
    }
    throw error;
  }
});
