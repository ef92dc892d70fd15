import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../env";
import { AppError } from "../kit/errors";
import { alreadyCommitted, isCommittedAbort } from "../kit/idempotency/service";

/**
 * The only place errors become responses. Typed `AppError`s map to their envelope; anything else is a
 * bug: it is logged with the request id and the client gets a 500 envelope without internals.
 */
export function onError(thrown: Error, c: Context<AppEnv>) {
  const requestId = c.get("requestId") ?? crypto.randomUUID();
  // A money batch aborted by its Idempotency-Key's commit trigger: an earlier run of this request won.
  const error = isCommittedAbort(thrown) ? alreadyCommitted() : thrown;
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    const body = error.fields
      ? { msg: error.message, code: error.code, message: error.fields }
      : { msg: error.message, code: error.code };
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ msg: error.message || "Bad request.", code: "BAD_REQUEST" }, error.status);
  }
  console.error(
    JSON.stringify({ level: "error", requestId, path: c.req.path, error: String(error), stack: error.stack }),
  );
  return c.json({ msg: "Something went wrong on our side.", code: "INTERNAL", request_id: requestId }, 500);
}

export function onNotFound(c: Context<AppEnv>) {
  return c.json({ msg: `No route for ${c.req.method} ${c.req.path}.`, code: "NOT_FOUND" }, 404);
}
