// Calls made for the signed-in user: the session's token as the bearer (requireUser redirects to login
// without one). Loaders read with apiGet (a failure is the thrown failureResponse) or apiGetOptional (a
// failure is null); actions post with apiPost and answer a failure with actionError.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { callApi } from "./api/call.server";
import { dataOrThrow } from "./api/failure";
import { requireUser } from "./auth.server";

/**
 * GET an api path with the session's token; throws failureResponse on any failure.
 *
 * @example const album = await apiGet<AlbumDetail>(context, request, `/user/global/albums/${id}`);
 */
export async function apiGet<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const { token } = await requireUser(request, context);
  return dataOrThrow(await callApi<T>(context, request, path, { method: "GET", token, query }));
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

/**
 * POST an api path with the session's token; the typed result (actions decide what a failure means).
 *
 * @example
 * const result = await apiPost<Playlist>(context, request, "/user/library/playlists/create", body);
 * if (!result.ok) return actionError(result, "create");
 */
export async function apiPost<T>(context: AppLoadContext, request: Request, path: string, body: object = {}) {
  const { token } = await requireUser(request, context);
  return callApi<T>(context, request, path, { method: "POST", token, body });
}
