// Calls made for the signed-in user: the session cookie's token as the bearer. They do not wait for the
// `authuser` check of the layout (the api authenticates every call itself), so a page's loaders and its
// layout's reach the api in one parallel hop; a 401 means the session ended, and throws the login redirect.
// Loaders read with apiGet (a failure is the thrown failureResponse) or apiGetOptional (a failure is
// null); actions post with apiPost and answer a failure with actionError.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { callApi, type ServerCallOptions } from "./api/call.server";
import type { AnswerOf, AnyInput, Endpoint, GetEndpoint, InputArgs, PostEndpoint } from "./api/endpoints";
import type { ApiResult } from "./api/envelope";
import { dataOrThrow } from "./api/failure";
import { requireToken, signInAgain } from "./auth.server";

/** One call with the session's token; a refused session becomes the login redirect. */
async function signedIn<E extends Endpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  input: AnyInput & { headers?: Record<string, string> } = {},
) {
  // The input was checked against E at the caller's signature; here it only travels.
  const call = callApi as (
    context: AppLoadContext,
    request: Request,
    endpoint: E,
    input: AnyInput & ServerCallOptions,
  ) => Promise<ApiResult<AnswerOf<E>>>;
  const result = await call(context, request, endpoint, { ...input, token: requireToken(request) });
  if (!result.ok && result.status === 401) throw signInAgain(request);
  return result;
}

/**
 * GET an endpoint with the session's token; throws failureResponse on any failure.
 *
 * @example const album = await apiGet(context, request, "GET /user/global/albums/{id}", { params: { id } });
 */
export async function apiGet<E extends GetEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<AnswerOf<E>> {
  return dataOrThrow(await signedIn(context, request, endpoint, input));
}

/**
 * Like apiGet, but a failure yields null: for the optional blocks of a page (adverts, "my taste" on the
 * dashboard) whose failure should not take the whole page down.
 */
export async function apiGetOptional<E extends GetEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<AnswerOf<E> | null> {
  const result = await signedIn(context, request, endpoint, input);
  return result.ok ? result.data : null;
}

/**
 * POST an endpoint with the session's token; the typed result (actions decide what a failure means).
 * `headers` carries e.g. the `Idempotency-Key` of a call that moves money.
 *
 * @example
 * const result = await apiPost(context, request, "POST /user/library/playlists/create", { body });
 * if (!result.ok) return actionError(result, "create");
 */
export async function apiPost<E extends PostEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  ...[input]: InputArgs<E, { headers?: Record<string, string> }>
) {
  return signedIn(context, request, endpoint, input);
}

/**
 * Like apiGet, but the typed result itself: for pages that show a refused query (a bad filter) in place
 * rather than as the error page.
 */
export async function apiGetResult<E extends GetEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  ...[input]: InputArgs<E>
) {
  return signedIn(context, request, endpoint, input);
}
