import { z } from "@hono/zod-openapi";
import { AppError } from "../../../kit/errors";
import { SIGNATURE_HEADER, signPayload, verifySignature } from "./signature";
import type { CallbackEvent, ProviderName } from "./types";

/*
 * The signed callback every sandbox sends (and the shape a forwarder in front of a production provider
 * may send): JSON `{ id, type, data }`, signed with the provider's webhook secret (signature.ts).
 */

/** The API path a provider's callbacks are delivered to (the lead's webhook route answers it). */
export const webhookPath = (provider: ProviderName) => `/api/v1/webhooks/${provider}`;

const CallbackBody = z.object({
  id: z.string().min(1).max(200),
  type: z.literal("payment.updated"),
  data: z.object({
    reference: z.string().min(1).max(200),
    provider_ref: z.string().min(1).max(200),
    status: z.enum(["succeeded", "failed"]),
    reason: z.string().max(500).optional(),
  }),
});

/**
 * A signed callback Request for `event`, addressed to the provider's webhook route on `origin`.
 *
 * @example await delivery.deliver(await signedCallbackRequest("yopaymentsug", secret, event))
 */
export async function signedCallbackRequest(
  provider: ProviderName,
  secret: string,
  event: CallbackEvent,
  options: { origin?: string; now?: number } = {},
): Promise<Request> {
  const body = JSON.stringify({
    id: event.eventId,
    type: "payment.updated",
    data: {
      reference: event.reference,
      provider_ref: event.providerRef,
      status: event.status,
      ...(event.reason ? { reason: event.reason } : {}),
    },
  });
  return new Request(new URL(webhookPath(provider), options.origin ?? "http://localhost"), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER]: await signPayload(secret, body, options.now),
    },
    body,
  });
}

/**
 * Verifies a signed callback (400 malformed, 401 forged or stale) and reads its event. The event id is
 * the sender's, so a replay carries the same one.
 */
export async function readSignedCallback(
  secret: string,
  request: Request,
  now = Date.now(),
): Promise<CallbackEvent> {
  const raw = await request.text();
  await verifySignature(secret, request.headers.get(SIGNATURE_HEADER), raw, now);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError(400, "BAD_REQUEST", "The callback's body is not JSON.");
  }
  const read = CallbackBody.safeParse(json);
  if (!read.success) throw new AppError(400, "BAD_REQUEST", "The callback's body is not a payment update.");
  const { id, data } = read.data;
  return {
    eventId: id,
    reference: data.reference,
    providerRef: data.provider_ref,
    status: data.status,
    ...(data.reason ? { reason: data.reason } : {}),
  };
}
