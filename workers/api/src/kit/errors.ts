import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Field-keyed validation messages, first message first (spec §8). */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error type the API throws on purpose. `onError` turns it into the spec §8 envelope, so a
 * service deep in the call stack can fail with the right status without knowing about HTTP responses.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (msg: string) => new AppError(400, "BAD_REQUEST", msg);
export const unauthenticated = (msg = "Please sign in to continue.") =>
  new AppError(401, "UNAUTHENTICATED", msg);
export const forbidden = (msg = "You do not have permission to do that.") =>
  new AppError(403, "FORBIDDEN", msg);
export const notFound = (what = "Resource") => new AppError(404, "NOT_FOUND", `${what} not found.`);
export const conflict = (msg: string) => new AppError(409, "CONFLICT", msg);
export const unsupportedMediaType = (msg: string) => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", msg);
export const payloadTooLarge = (limitBytes: number) =>
  new AppError(413, "PAYLOAD_TOO_LARGE", `Request body is larger than ${limitBytes} bytes.`);
export const tooManyRequests = (
  retryAfterSeconds: number,
  msg = "Too many requests. Please wait and try again.",
) =>
  new AppError(429, "RATE_LIMITED", msg, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** 422 with one or more field messages; `_` is the key for errors that belong to no single field. */
export const validationError = (fields: FieldErrors) =>
  new AppError(422, "VALIDATION", "Validation errors occurred", fields);

/** Shorthand for the common single-field validation failure. */
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });

/**
 * Whether D1 refused a write for a UNIQUE index or primary key: D1 reports it as a plain error, and
 * drizzle wraps that error as its `cause`, so the whole cause chain is searched. `on` narrows it to one
 * column as SQLite names it (`users.email`).
 */
export function isUniqueViolation(error: unknown, on?: `${string}.${string}`): boolean {
  for (const message of causeMessages(error)) {
    if (message.includes("UNIQUE constraint failed") && (!on || message.includes(on))) return true;
  }
  return false;
}

/**
 * The messages of `error` and of its cause chain, outermost first: D1 reports a refused write (a CHECK, a
 * trigger's RAISE) as a plain error and drizzle wraps it as its `cause`, so a check must look down the chain.
 */
export function* causeMessages(error: unknown): Generator<string> {
  for (let e = error; e instanceof Error; e = e.cause) yield e.message;
}

/**
 * Whether `error` or one of its causes mentions `text`: how a trigger's RAISE or a named CHECK arrives.
 *
 * @example if (raisedWith(error, "upgrades: application already moved on")) throw conflict("…");
 */
export function raisedWith(error: unknown, text: string): boolean {
  for (const message of causeMessages(error)) if (message.includes(text)) return true;
  return false;
}
