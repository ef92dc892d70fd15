// The admin people actions' common answers: a refusal made in the web (the form's schema) as a 422 like
// the api's, and a post whose failure or success becomes the action's answer with the api's own msg.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { EndpointInput, PostEndpoint } from "../../api/endpoints";
import { actionError, actionOk } from "../../api/failure";
import { apiPost } from "../../signed-in-calls.server";

/** A form that did not pass its schema: 422 with its field messages. */
/** POSTs to `endpoint`; the api's refusal (409 included) as the action's error, else its msg (or `fallback`). */
export async function postAnswer<E extends PostEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  input: EndpointInput<E>,
  intent: string,
  fallback: string,
) {
  // `input` was checked against E by this function's own signature.
  const result = await apiPost(context, request, endpoint, ...([input] as [never]));
  if (!result.ok) return actionError(result, intent);
  return actionOk(result.msg ?? fallback, intent);
}
