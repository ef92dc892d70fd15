// The browser's one API client (spec §7/§8). Calls go to the same origin; the web worker adds the bearer
// from the httpOnly session cookie, so this code never sees a token.
import { type AnswerOf, type Endpoint, endpointUrl, type InputArgs } from "./endpoints";
import {
  type ApiFailure,
  type ApiResult,
  networkFailure,
  readEnvelopeResponse,
  timeoutFailure,
} from "./envelope";

export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_DELAY_MS = 1_000;

/** How one attempt is sent: the endpoint's method, its JSON body or multipart form, and query. */
export interface RequestOptions {
  method?: "GET" | "POST";
  /** JSON body (clientData added as a field) or multipart form (clientData added as a form field). */
  body?: object | FormData;
  query?: Record<string, string | number | undefined>;
}

/** A browser call's own options, beside the endpoint's params, body and query. */
export interface ClientCallOptions {
  /** Spec §9: one automatic retry after 1 s, only when configured and a response was received. */
  retry?: boolean;
  /** Extra request headers, e.g. the `Idempotency-Key` of a call that moves money. */
  headers?: Record<string, string>;
  /** Override of the 30 s time-out (tests). */
  timeoutMs?: number;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** The stored client data as a JSON string (spec §3), or null before start-up built it. */
  getClientData: () => string | null;
  sleep?: (ms: number) => Promise<void>;
  /** Told about every final failure (after any retry) so the shell can toast `msg`. */
  onFailure?: (failure: ApiFailure, path: string) => void;
  /** +1 when a request starts, -1 when it settles: drives the progress bar. */
  onPending?: (delta: 1 | -1) => void;
  base?: string;
}

/**
 * Whether a failed attempt is retried. A response must have arrived (no retry after a network error or a
 * time-out, spec §9); of those, only the ones a second try can change: server errors, 408 and 429.
 * Retrying a 4xx like 422 or 401 would only repeat the same answer.
 */
export function shouldRetry(failure: ApiFailure, retryConfigured: boolean, attempt: number): boolean {
  if (!retryConfigured || attempt > 0) return false;
  if (failure.status === 0) return false;
  return failure.status >= 500 || failure.status === 408 || failure.status === 429;
}

/** Adds clientData where spec §7 puts it: query on GET, form field on multipart, body field otherwise. */
export function attachClientData(
  url: URL,
  init: RequestInit,
  options: RequestOptions,
  clientData: string | null,
): void {
  const method = options.method ?? "POST";
  if (method === "GET") {
    if (clientData) url.searchParams.set("clientData", clientData);
    return;
  }
  if (options.body instanceof FormData) {
    if (clientData && !options.body.has("clientData")) options.body.set("clientData", clientData);
    init.body = options.body;
    return;
  }
  const body: Record<string, unknown> = { ...((options.body as Record<string, unknown> | undefined) ?? {}) };
  if (clientData && body.clientData === undefined) body.clientData = clientData;
  init.body = JSON.stringify(body);
  init.headers = { ...(init.headers as Record<string, string>), "content-type": "application/json" };
}

export interface ApiClient {
  /** One call of `endpoint`; a JSON body or, for the upload endpoints, a multipart form. */
  request<E extends Endpoint>(
    endpoint: E,
    ...input: InputArgs<E, ClientCallOptions, FormData>
  ): Promise<ApiResult<AnswerOf<E>>>;
}

/**
 * @example
 * const api = createApiClient({ fetch: window.fetch.bind(window), getClientData: readClientDataString });
 * const result = await api.request("POST /auth/user/update_preferences", { body: { theme: "light" } });
 * if (!result.ok) toast.error(result.msg);
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const base = deps.base ?? "/api/v1";

  async function attempt<T>(
    path: string,
    options: RequestOptions & ClientCallOptions,
  ): Promise<ApiResult<T>> {
    const origin = typeof location === "undefined" ? "http://localhost" : location.origin;
    const url = new URL(`${base}${path}`, origin);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const controller = new AbortController();
    const init: RequestInit = {
      method: options.method ?? "POST",
      headers: { ...options.headers, accept: "application/json" },
      credentials: "same-origin",
      signal: controller.signal,
    };
    attachClientData(url, init, options, deps.getClientData());
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    try {
      const response = await deps.fetch(url.toString(), init);
      return await readEnvelopeResponse<T>(response);
    } catch {
      return timedOut ? timeoutFailure() : networkFailure();
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async request<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E, ClientCallOptions, FormData>) {
      type T = AnswerOf<E>;
      const { method, path } = endpointUrl(endpoint, input?.params);
      const options = { ...input, method };
      deps.onPending?.(1);
      try {
        let result = await attempt<T>(path, options);
        if (!result.ok && shouldRetry(result, options.retry === true, 0)) {
          await sleep(RETRY_DELAY_MS);
          result = await attempt<T>(path, options);
        }
        if (!result.ok) deps.onFailure?.(result, path);
        return result;
      } finally {
        deps.onPending?.(-1);
      }
    },
  };
}
