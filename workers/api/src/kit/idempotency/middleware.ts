import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { currentAuth } from "../auth";
import { sha256Hex } from "../crypto";
import type { Statement } from "../d1-batch";
import { AppError, fieldError } from "../errors";
import { fingerprintInput, IDEMPOTENCY_HEADER, keyProblem, REPLAYED_HEADER, storesAnswer } from "./rules";
import {
  alreadyCommitted,
  commitStatement,
  type Reservation,
  releaseKey,
  reserveKey,
  saveAnswer,
} from "./service";

const mismatch = () =>
  new AppError(
    422,
    "IDEMPOTENCY_MISMATCH",
    "This Idempotency-Key was already used for a different request. Send a new key for a new payment.",
  );

const inProgress = (retryAfterMs: number) =>
  new AppError(
    409,
    "IDEMPOTENCY_IN_PROGRESS",
    "A request with this Idempotency-Key is still being processed. Try again shortly.",
    undefined,
    { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );

function answerCode(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === "object" && parsed !== null && "code" in parsed
      ? String(parsed.code)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For POSTs that move money (docs/decisions/0502). Requires an `Idempotency-Key` header (1–255 visible
 * ASCII; else 422 on `Idempotency-Key`), scoped to the signed-in user, and fingerprints the request as
 * SHA-256 of method, path and body:
 * - a new key runs the route, holding the key for 60 s; an answer below 500 is kept (not the refusals of
 *   the moment: 409 `IDEMPOTENCY_*`, 423, 429); a 5xx or a throw gives the key back unless the money
 *   batch committed it;
 * - the same key and body replay the kept status and body, with `Idempotent-Replayed: true`;
 * - the same key with another request is 422 `IDEMPOTENCY_MISMATCH`; one still running is 409
 *   `IDEMPOTENCY_IN_PROGRESS` with `Retry-After`; one that committed but lost its answer is 409
 *   `IDEMPOTENCY_COMMITTED`.
 * The route puts `idempotencyCommit(c)` into its money batch.
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  const problem = keyProblem(key);
  if (problem || key === undefined) throw fieldError(IDEMPOTENCY_HEADER, problem ?? "");
  const scope = currentAuth(c).user.id;
  const body = await c.req.text();
  const requestHash = await sha256Hex(fingerprintInput(c.req.method, c.req.path, body));
  const db = c.var.db;
  const result = await reserveKey(db, { scope, key, requestHash });
  switch (result.kind) {
    case "replay":
      return c.newResponse(result.answer.body, result.answer.status as 200, {
        "Content-Type": "application/json",
        [REPLAYED_HEADER]: "true",
      });
    case "mismatch":
      throw mismatch();
    case "in_progress":
      throw inProgress(result.retryAfterMs);
    case "committed":
      throw alreadyCommitted();
  }
  const reservation = result.reservation;
  c.set("idempotency", reservation);

  await next();

  const status = c.res.status;
  const answer = await c.res.clone().text();
  try {
    if (storesAnswer(status, answerCode(answer))) await saveAnswer(db, reservation, { status, body: answer });
    else await releaseKey(db, reservation);
  } catch (error) {
    // The answer still goes out (its money may have moved); the key's lock expires by itself.
    console.error(
      JSON.stringify({ level: "error", msg: "idempotency key not settled", key, error: String(error) }),
    );
  }
});

/** The key the current request holds; the `idempotent` middleware must run before the route. */
export function idempotencyReservation(c: Context<AppEnv>): Reservation {
  const reservation = c.var.idempotency;
  if (!reservation) throw new Error("idempotencyCommit needs the idempotent middleware on this route");
  return reservation;
}

/**
 * The statement the route's money batch must include: it commits the request's key with the money, and
 * aborts the batch (409 `IDEMPOTENCY_COMMITTED`: onError maps the abort) when a run with the same key
 * committed first.
 *
 * @example await d1Batch(db, [...transferStatements(input).statements, idempotencyCommit(c)]);
 */
export function idempotencyCommit(c: Context<AppEnv>, now = new Date()): Statement {
  return commitStatement(idempotencyReservation(c), now);
}
