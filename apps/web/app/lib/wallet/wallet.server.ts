// The wallet's server-side action call: the api's answer as the action's, and the money calls with the
// form's Idempotency-Key as a header.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { EndpointInput, PostEndpoint } from "../api/endpoints";
import { actionError, actionOk } from "../api/failure";
import { apiPost } from "../signed-in-calls.server";
import { idempotencyHeader } from "./idempotency";

/**
 * Posts a wallet call and answers the action: the api's msg (the §8 success text) or `done` as the
 * success toast (the pages reload what changed; the call's data is not sent on to the browser), the
 * failure as an ActionError tagged with `intent`. `money` calls must carry the
 * form's Idempotency-Key; without one the action refuses before anything is sent.
 */
export async function walletAction<E extends PostEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  input: EndpointInput<E>,
  options: { intent: string; done: string; form?: FormData; money?: boolean },
) {
  const headers = options.form ? idempotencyHeader(options.form) : undefined;
  if (options.money && !headers) {
    return actionError(
      { ok: false, status: 422, code: "VALIDATION", msg: "Please try again.", fieldErrors: {} },
      options.intent,
    );
  }
  // `input` was checked against E by this function's own signature.
  const call = [{ ...input, ...(headers ? { headers } : {}) }] as [never];
  const result = await apiPost(context, request, endpoint, ...call);
  if (!result.ok) return actionError(result, options.intent);
  return actionOk(result.msg ?? options.done, options.intent);
}
