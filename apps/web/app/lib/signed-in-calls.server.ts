// Calls made for the signed-in user: the session cookie's token as the bearer. They do not wait for the
// `authuser` check of the layout (the api authenticates every call itself), so a page's loaders and its
// layout's reach the api in one parallel hop; a 401 means the session ended, and throws the login redirect.
// Loaders read with apiGet (a failure is the thrown failureResponse) or apiGetOptional (a failure is
// null); actions post with apiPost and answer a failure with actionError.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { callApi } from "./api/call.server";
import { dataOrThrow } from "./api/failure";
import { requireToken, signInAgain } from "./auth.server";

/** One call with the session's token; a refused session becomes the login redirect. */
async function signedIn<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  options: Omit<Parameters<typeof callApi>[3], "token">,
) {
  const result = await callApi<T>(context, request, path, { ...options, token: requireToken(request) });
  if (!result.ok && result.status === 401) throw signInAgain(request);
  return result;
}

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
  return dataOrThrow(await signedIn<T>(context, request, path, { method: "GET", query }));
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
  const result = await signedIn<T>(context, request, path, { method: "GET", query });
  return result.ok ? result.data : null;
}

/**
 * POST an api path with the session's token; the typed result (actions decide what a failure means).
 *
 * @example
 * const result = await apiPost<Playlist>(context, request, "/user/library/playlists/create", body);
 * if (!result.ok) return actionError(result, "create");
 */
export async function apiPost<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  body: object = {},
  headers?: Record<string, string>,
) {
  return signedIn<T>(context, request, path, { method: "POST", body, ...(headers ? { headers } : {}) });
}

/**
 * Like apiGet, but the typed result itself: for pages that show a refused query (a bad filter) in place
 * rather than as the error page.
 */
export async function apiGetResult<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  query: Record<string, string> = {},
) {
  return signedIn<T>(context, request, path, { method: "GET", query });
}
