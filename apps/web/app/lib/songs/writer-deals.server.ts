// The loaders and actions of the bids on the writer's songs (buy requests): the list by state and one
// deal with its moves. Approving moves money (the bidder's hold becomes a deal), so it carries the form's
// Idempotency-Key like the wallet's calls; without one nothing is sent. The api's 409s ("Every writer
// must accept their split…") come back as the action's error, whose sentence the page shows.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actionError, actionOk } from "../api/failure";
import { readForm } from "../read-form.server";
import { apiGet, apiPost } from "../signed-in-calls.server";
import { idempotencyHeader } from "../wallet/idempotency";
import { SONG_MESSAGES } from "./writer-messages";
import type { RequestData, RequestsData } from "./writer-page-data";
import { readRequestFilters, requestsApiQuery } from "./writer-query";
import { checkRights } from "./writer-songs.server";

export async function loadBuyRequests(context: AppLoadContext, request: Request): Promise<RequestsData> {
  const filters = readRequestFilters(new URL(request.url).searchParams);
  const page = await apiGet(context, request, "GET /creator/songs/marketplace/my_sales", {
    query: requestsApiQuery(filters),
  });
  return { page, filters };
}

export async function loadBuyRequest(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<RequestData> {
  const deal = await apiGet(context, request, "GET /creator/songs/marketplace/get_purchase/{id}", {
    params: { id },
  });
  // A buyer's own bid is read at the market's pages; here only the writers' side is shown.
  if (deal.role !== "seller")
    throw new Response("This bid is yours as a buyer: see it in the song market.", { status: 404 });
  return { deal };
}

/** The deal page's actions: approve (with its Idempotency-Key), decline, cancel, and the rights check. */
export async function buyRequestAction(context: AppLoadContext, request: Request, id: string) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const params = { params: { id } };
  if (intent === "approve") {
    const headers = idempotencyHeader(form);
    if (!headers)
      return actionError(
        { ok: false, status: 422, code: "VALIDATION", msg: SONG_MESSAGES.retry, fieldErrors: {} },
        intent,
      );
    const result = await apiPost(
      context,
      request,
      "POST /creator/songs/marketplace/approve_purchase_bid/{id}",
      {
        ...params,
        headers,
      },
    );
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? SONG_MESSAGES.approve, intent);
  }
  if (intent === "decline") {
    const result = await apiPost(
      context,
      request,
      "POST /creator/songs/marketplace/decline_purchase/{id}",
      params,
    );
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? SONG_MESSAGES.decline, intent);
  }
  if (intent === "cancel") {
    const result = await apiPost(
      context,
      request,
      "POST /creator/songs/marketplace/cancel_purchase/{id}",
      params,
    );
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? SONG_MESSAGES.cancel, intent);
  }
  if (intent === "rights") return checkRights(context, request, String(form.get("song_id") ?? ""));
  throw new Response("Unknown action", { status: 400 });
}
