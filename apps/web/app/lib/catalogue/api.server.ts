// Loader side of the catalogue pages: every read goes to the api worker with the session's token, and a
// failure becomes a thrown Response carrying the api's msg, which the route's ErrorBoundary shows.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { callApi } from "../api.server";
import { requireUser } from "../auth.server";
import type { ApiFailure } from "../envelope";
import type { Page } from "../types";
import { listQuery, pageOf } from "./query";
import type { Advert } from "./types";

/** A thrown Response for a failed api call: the api's status (503 when none arrived) and its msg. */
export function failureResponse(failure: ApiFailure): Response {
  const status = failure.status >= 400 ? failure.status : 503;
  return new Response(failure.msg ?? "The music service could not answer.", { status });
}

/** GET an api path with the session's token; throws failureResponse on any failure. */
export async function apiGet<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const { token } = await requireUser(request, context);
  const result = await callApi<T>(context, request, path, { method: "GET", token, query });
  if (!result.ok) throw failureResponse(result);
  return result.data;
}

/**
 * Like apiGet, but a failure yields null: for the optional blocks of a page (adverts, "my taste" on the
 * dashboard) whose failure should not take the whole page down.
 */
export async function apiGetOptional<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  query: Record<string, string> = {},
): Promise<T | null> {
  const { token } = await requireUser(request, context);
  const result = await callApi<T>(context, request, path, { method: "GET", token, query });
  return result.ok ? result.data : null;
}

/** POST an api path with the session's token; the typed result (actions decide what a failure means). */
export async function apiPost<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  body: Record<string, unknown> = {},
) {
  const { token } = await requireUser(request, context);
  return callApi<T>(context, request, path, { method: "POST", token, body });
}

/**
 * A list page's data: the paginated list at `path` (query from the URL: `?page=` and `allowed` keys) and,
 * when `withAdverts`, a few adverts (optional: a failure leaves them out).
 */
export async function loadListPage<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  options: { allowed?: readonly string[]; withAdverts?: boolean; perPage?: number; whole?: boolean } = {},
) {
  const search = new URL(request.url).searchParams;
  const query = listQuery(search, options.allowed ?? [], options.perPage);
  const [answer, adverts] = await Promise.all([
    // A `whole` list (the top 100) takes no paging parameters; it is paged here.
    apiGet<Page<T> | T[]>(context, request, path, options.whole ? {} : query),
    options.withAdverts
      ? apiGetOptional<Page<Advert>>(context, request, "/user/global/adverts", { per_page: "3" })
      : Promise.resolve(null),
  ]);
  // A list the api sends whole (a plain array) is paged here, so every list page reads the same shape.
  const list: Page<T> = Array.isArray(answer)
    ? pageOf(answer, Number(query.page), Number(query.per_page))
    : answer;
  return { list, adverts: adverts?.data ?? [] };
}
