// Loaders and actions call the api worker through the API service binding, with the session's token as
// the bearer. Results are the same typed ApiResult the browser client returns (same envelope reader);
// failure.ts turns a failed one into what the route answers.

import { fetchApi } from "./binding.server";
import { type AnswerOf, type AnyInput, type Endpoint, endpointUrl, type InputArgs } from "./endpoints";
import { type ApiResult, networkFailure, readEnvelopeResponse } from "./envelope";
import { logError } from "./log.server";

/** Host is never resolved: a service binding routes by binding. It only makes the URL absolute. */
export const API_ORIGIN = "https://api.internal";

/** A server call's own options, beside the endpoint's params, body and query. */
export interface ServerCallOptions {
  token?: string | null;
  /** Extra request headers, e.g. the `Idempotency-Key` of a call that moves money. */
  headers?: Record<string, string>;
}

/** Headers every server-side api call carries: the caller's IP (the api rate-limits by it) and the bearer. */
export function apiHeaders(request: Request, token: string | null | undefined, json: boolean): Headers {
  const headers = new Headers({ accept: "application/json" });
  if (json) headers.set("content-type", "application/json");
  if (token) headers.set("authorization", `Bearer ${token}`);
  const ip = request.headers.get("cf-connecting-ip");
  if (ip) headers.set("cf-connecting-ip", ip);
  const ua = request.headers.get("user-agent");
  if (ua) headers.set("user-agent", ua);
  return headers;
}

/** What a call needs of its caller: the API binding. A loader's context has it; so does a worker's env. */
export interface ApiCaller {
  env: { API: unknown };
}

/**
 * One call to the api worker; a network failure is a typed failure (status 0), never a throw.
 *
 * @example
 * const result = await callApi(context, request, "POST /auth/user/login", { body: { email, password } });
 * if (!result.ok) return actionError(result);
 */
export async function callApi<E extends Endpoint>(
  context: ApiCaller,
  request: Request,
  endpoint: E,
  ...[input]: InputArgs<E, ServerCallOptions>
): Promise<ApiResult<AnswerOf<E>>> {
  const options: AnyInput & ServerCallOptions = input ?? {};
  const { method, path } = endpointUrl(endpoint, options.params);
  const url = new URL(`/api/v1${path}`, API_ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = apiHeaders(request, options.token, method === "POST");
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const init: RequestInit = { method, headers };
  if (method === "POST") init.body = JSON.stringify(options.body ?? {});
  let response: Response;
  try {
    response = await fetchApi(context.env, url.toString(), init);
  } catch (error) {
    // The page shows this as a 503; the log keeps which call went unanswered and why.
    logError("api call unanswered", { method, path, error: String(error) });
    return networkFailure();
  }
  return readEnvelopeResponse<AnswerOf<E>>(response);
}

/**
 * Form fields as strings (File values dropped): the shape actions forward to the api. `Body` is the
 * endpoint's request type from ./contract, so only its field names (and `clientData`) can be asked for.
 *
 * @example const body = formFields<LoginBody>(form, ["email", "password", "clientData"]);
 */
export function formFields<Body extends object = Record<string, unknown>>(
  form: FormData,
  names: readonly (keyof Body | "clientData")[],
): Partial<Record<keyof Body | "clientData", string>> {
  const out: Partial<Record<keyof Body | "clientData", string>> = {};
  for (const name of names) {
    const value = form.get(String(name));
    if (typeof value === "string") out[name] = value;
  }
  return out;
}
