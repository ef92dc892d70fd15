// The api's §8 envelope (the API guide at /api/docs), read the same way on the server (loaders/actions) and in
// the browser client, so an error looks identical wherever it surfaces.
import type { FieldErrors } from "./contract";

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
  msg?: string;
}

export interface ApiFailure {
  ok: false;
  status: number;
  /** MACHINE_CODE from the api, or NETWORK / TIMEOUT / BAD_RESPONSE for failures without an envelope. */
  code: string;
  /** The sentence to show; absent only when the server sent field errors without one. */
  msg?: string;
  fieldErrors: FieldErrors;
  requestId?: string;
  /** Seconds, from Retry-After on 429. */
  retryAfter?: number;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const VALIDATION_DEFAULT = "Validation errors occurred";
export const NETWORK_ERROR = "Network error occurred. Please check your connection.";
export const TIMEOUT_ERROR = "Request timed out. Please try again.";
export const UNEXPECTED_ERROR = "An unexpected error occurred";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Keeps only string messages; a bare string becomes a one-item list. */
export function normalizeFieldErrors(message: unknown): FieldErrors {
  if (!isRecord(message)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(message)) {
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === "string");
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/**
 * Maps a response status + parsed body to a result. Spec §8: `msg` is the error to show; otherwise
 * `message` holds field errors and the shown sentence defaults to 'Validation errors occurred'.
 */
export function readEnvelope<T>(
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
): ApiResult<T> {
  const record = isRecord(body) ? body : {};
  if (status >= 200 && status < 300) {
    const success: ApiSuccess<T> = { ok: true, status, data: record.data as T };
    if (typeof record.msg === "string") success.msg = record.msg;
    return success;
  }
  const fieldErrors = normalizeFieldErrors(record.message);
  const failure: ApiFailure = {
    ok: false,
    status,
    code: typeof record.code === "string" ? record.code : isRecord(body) ? "UNKNOWN" : "BAD_RESPONSE",
    fieldErrors,
  };
  if (typeof record.msg === "string") failure.msg = record.msg;
  else if (Object.keys(fieldErrors).length > 0) failure.msg = VALIDATION_DEFAULT;
  else if (!isRecord(body)) failure.msg = UNEXPECTED_ERROR;
  if (typeof record.request_id === "string") failure.requestId = record.request_id;
  const retryAfter = Number(retryAfterHeader);
  if (retryAfterHeader && Number.isFinite(retryAfter)) failure.retryAfter = retryAfter;
  return failure;
}

/** Reads a fetch Response as an envelope; a body that is not JSON (a proxy's HTML error page) is a failure. */
export async function readEnvelopeResponse<T>(response: Response): Promise<ApiResult<T>> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return readEnvelope<T>(response.status, body, response.headers.get("retry-after"));
}

/** The first message of a field ("first message first", spec §5), or undefined. */
export function firstError(errors: FieldErrors | undefined, field: string): string | undefined {
  return errors?.[field]?.[0];
}

/**
 * The first message of the first field that has one, in the order the api sent them, or undefined: for a
 * form that shows one sentence rather than messages beside its fields.
 *
 * @example firstFieldError({ end_date: ["Must be after the start date."] }) // "Must be after the start date."
 */
export function firstFieldError(errors: FieldErrors | undefined): string | undefined {
  return Object.values(errors ?? {}).find((messages) => messages.length > 0)?.[0];
}

/** No answer arrived (the fetch threw). */
export function networkFailure(): ApiFailure {
  return { ok: false, status: 0, code: "NETWORK", msg: NETWORK_ERROR, fieldErrors: {} };
}

/** No answer arrived in time (the client aborted). */
export function timeoutFailure(): ApiFailure {
  return { ok: false, status: 0, code: "TIMEOUT", msg: TIMEOUT_ERROR, fieldErrors: {} };
}
