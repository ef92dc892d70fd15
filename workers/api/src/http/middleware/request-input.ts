import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { buildClientContext, parseClientData } from "../../kit/client-context";
import {
  badRequest,
  forbidden,
  payloadTooLarge,
  unsupportedMediaType,
  validationError,
} from "../../kit/errors";
import { SAFE_METHODS } from "../guards/session-cookie";

/** JSON bodies are small commands; uploads are multipart and set their own limits. */
export const JSON_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = new Set(["multipart/form-data", "application/x-www-form-urlencoded"]);

/**
 * The single gate every request body passes. It enforces the content-type rules (JSON, or a same-origin
 * form post, so a cross-site form cannot change state), the size limit, turns malformed JSON into a 400
 * instead of a 500, and lifts `clientData` out of the body so route schemas can stay `.strict()`.
 */
export const requestInput = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if (SAFE_METHODS.has(method)) {
    c.set("client", buildClientContext(c, parseClientData(c.req.query("clientData"))));
    return next();
  }

  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (FORM_TYPES.has(type)) {
    assertSameOrigin(c.req.header("origin"), c.req.header("sec-fetch-site"), new URL(c.req.url).origin);
    // Multipart routes read their own `clientData` form field when they parse the (possibly large) body.
    c.set("client", buildClientContext(c, null));
    return next();
  }

  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > JSON_BODY_LIMIT) throw payloadTooLarge(JSON_BODY_LIMIT);
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > JSON_BODY_LIMIT) throw payloadTooLarge(JSON_BODY_LIMIT);

  let body: Record<string, unknown> = {};
  if (text.trim() !== "") {
    if (type !== "application/json") {
      throw unsupportedMediaType("Send the body as JSON with Content-Type: application/json.");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest("The request body is not valid JSON.");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw validationError({ _: ["The request body must be a JSON object."] });
    }
    body = parsed as Record<string, unknown>;
  }

  const { clientData, ...rest } = body;
  c.set("client", buildClientContext(c, parseClientData(clientData)));
  // Hono's validators read the cached text, so what they see is the body without clientData.
  (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(JSON.stringify(rest));
  await next();
});

/** Form posts are "simple" requests a hostile page can send, so they must come from our own origin. */
export function assertSameOrigin(origin: string | undefined, fetchSite: string | undefined, own: string) {
  if (fetchSite && fetchSite !== "same-origin") throw forbidden("Cross-site form posts are not accepted.");
  if (origin && origin !== own) throw forbidden("Cross-site form posts are not accepted.");
  if (!origin && !fetchSite) throw forbidden("Form posts must come from the Ngoma web app.");
}

/**
 * The gate of provider callbacks (`/webhooks/*`) in place of `requestInput`: their signatures cover the
 * exact bytes sent, in whatever content type the provider uses, so the body is only size-checked and left
 * untouched for the adapter to verify. They come from providers' servers: no same-origin rule applies.
 */
export const callbackInput = createMiddleware<AppEnv>(async (c, next) => {
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > JSON_BODY_LIMIT) throw payloadTooLarge(JSON_BODY_LIMIT);
  // A chunked body declares no length (and a declared one may lie): the cap holds while reading.
  const bytes = await readCapped(c.req.raw.body, JSON_BODY_LIMIT);
  c.req.raw = new Request(c.req.raw, { body: bytes });
  c.set("client", buildClientContext(c, null));
  await next();
});

/** A body's bytes, read until `limit`: one byte more is a 413 and the rest is never read. */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The gate of binary upload bodies (the tus PATCHes, `application/offset+octet-stream`) in place of
 * `requestInput`: the body is a part of a file, so it is only size-checked against `limitBytes` here and
 * streamed to the route, which reads and checks it exactly. They come from the web app or a creator's
 * tus client; the session guard's cross-origin rule covers cookie-carrying writes.
 */
export function binaryInput(limitBytes: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const declared = Number(c.req.header("content-length"));
    if (Number.isFinite(declared) && declared > limitBytes) throw payloadTooLarge(limitBytes);
    c.set("client", buildClientContext(c, null));
    await next();
  });
}
