// Loaders and actions call the api worker through the API service binding, with the session's token as
// the bearer. Results are the same typed ApiResult the browser client returns.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { fetchApi } from "./api-binding.server";
import { type ApiResult, networkFailure, readEnvelopeResponse } from "./envelope";

/** Host is never resolved: a service binding routes by binding. It only makes the URL absolute. */
export const API_ORIGIN = "https://api.internal";

export interface ServerCallOptions {
  method?: "GET" | "POST";
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  token?: string | null;
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

/**
 * @example
 * const result = await callApi<AuthPayload>(context, request, "/auth/user/login", { body: { email, password } });
 * if (!result.ok) return data({ msg: result.msg, fieldErrors: result.fieldErrors }, { status: result.status });
 */
export async function callApi<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  options: ServerCallOptions = {},
): Promise<ApiResult<T>> {
  const method = options.method ?? "POST";
  const url = new URL(`/api/v1${path}`, API_ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const init: RequestInit = { method, headers: apiHeaders(request, options.token, method === "POST") };
  if (method === "POST") init.body = JSON.stringify(options.body ?? {});
  let response: Response;
  try {
    response = await fetchApi(context.env, url.toString(), init);
  } catch {
    return networkFailure();
  }
  return readEnvelopeResponse<T>(response);
}

/** Form fields as strings (File values dropped): the shape actions forward to the api. */
export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") out[name] = value;
  }
  return out;
}
