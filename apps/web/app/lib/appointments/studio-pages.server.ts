// The loaders and actions of the producer's studio pages: the studio, its bookings and its free slots
// through the api with the session's token, the §8 messages (the api's own `msg`, studio-messages as the
// fallback), and the api's refusals as action errors the pages toast and show in place. Producers only:
// the api answers 403 to anyone else, which the pages' error boundary says in the api's words.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actionError, actionOk, invalidForm } from "../api/failure";
import { parseForm } from "../form-parse";
import { loadUserAndRates } from "../money/money-settings.server";
import { readForm } from "../read-form.server";
import { apiGet, apiGetOptional, apiPost } from "../signed-in-calls.server";
import { idempotencyHeader } from "../wallet/idempotency";
import { toComplete } from "./studio-calendar";
import { studioErrorsFromApi, studioForm } from "./studio-form";
import { STUDIO_MESSAGES } from "./studio-messages";
import type { StudioBookingData, StudioHomeData } from "./studio-page-data";
import { studioView } from "./studio-paths";
import { addDays, dateInZone } from "./studio-time";
import type { StudioMove } from "./studio-types";

/** The api's largest page: a studio with more pending requests pages through them on the list. */
const PER_PAGE = "50";

export async function loadStudioHome(context: AppLoadContext, request: Request): Promise<StudioHomeData> {
  const view = studioView(new URL(request.url).searchParams);
  const studio = await apiGet(context, request, "GET /creator/studio");
  const none = { pending: null, upcoming: [], ended: [], slots: null };
  if (!studio) return { view: "settings", studio: null, today: null, ...none };
  const today = dateInZone(new Date().toISOString(), studio.time_zone);
  if (view === "settings") {
    const slots = await apiGetOptional(context, request, "GET /creator/studio/slots/{id}", {
      params: { id: studio.id },
      query: { from: today, to: addDays(today, 6) },
    });
    return { view, studio, today, ...none, slots };
  }
  const [pending, upcoming, confirmed] = await Promise.all([
    apiGet(context, request, "GET /creator/appointments", {
      query: { role: "studio", status: "pending", per_page: PER_PAGE },
    }),
    apiGet(context, request, "GET /creator/appointments/upcoming"),
    // Latest first: the ended sessions still confirmed are few (the upkeep completes them after a day).
    apiGet(context, request, "GET /creator/appointments", {
      query: { role: "studio", status: "confirmed", per_page: PER_PAGE },
    }),
  ]);
  return { view, studio, today, pending, upcoming, ended: toComplete(confirmed.data), slots: null };
}

export async function loadStudioBooking(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<StudioBookingData> {
  const booking = await apiGet(context, request, "GET /creator/appointments/{id}", { params: { id } });
  // The producer's own booking of another studio is read on the client's pages.
  if (booking.role !== "studio")
    throw new Response("This booking is yours as a client: see it under Studios.", { status: 404 });
  return { booking };
}

const MOVES: readonly StudioMove[] = ["confirm", "decline", "complete", "cancel"];
const isMove = (intent: string): intent is StudioMove => (MOVES as readonly string[]).includes(intent);

/**
 * A booking's move. Declining, cancelling and completing move the deposit (a refund or a release), so
 * they carry the form's Idempotency-Key like the wallet's calls; without one nothing is sent. A 409
 * ("already answered") comes back as the action's error, whose sentence the page shows.
 */
async function bookingMove(
  context: AppLoadContext,
  request: Request,
  move: StudioMove,
  id: string,
  form: FormData,
) {
  const params = { id };
  if (move === "confirm") {
    const result = await apiPost(context, request, "POST /creator/appointments/confirm/{id}", { params });
    if (!result.ok) return actionError(result, move);
    return actionOk(result.msg ?? STUDIO_MESSAGES.confirm, move);
  }
  const headers = idempotencyHeader(form);
  if (!headers)
    return actionError(
      { ok: false, status: 422, code: "VALIDATION", msg: STUDIO_MESSAGES.retry, fieldErrors: {} },
      move,
    );
  const endpoint = (
    {
      decline: "POST /creator/appointments/decline/{id}",
      complete: "POST /creator/appointments/complete/{id}",
      cancel: "POST /creator/appointments/cancel/{id}",
    } as const
  )[move];
  const result = await apiPost(context, request, endpoint, { params, headers });
  if (!result.ok) return actionError(result, move);
  return actionOk(result.msg ?? STUDIO_MESSAGES[move], move);
}

/** The studio home's actions: save the studio (settings and hours), or move a booking by its id. */
export async function studioHomeAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (isMove(intent)) return bookingMove(context, request, intent, String(form.get("id") ?? ""), form);
  if (intent !== "save") throw new Response("Unknown action", { status: 400 });
  // The rate was typed in the producer's currency: read back with the same settings the form showed.
  const { money } = await loadUserAndRates(context, request);
  const parsed = parseForm(studioForm(money), form);
  if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
  const result = await apiPost(context, request, "POST /creator/studio/save", { body: parsed.data });
  if (!result.ok)
    return actionError({ ...result, fieldErrors: studioErrorsFromApi(result.fieldErrors) }, intent);
  return actionOk(result.msg ?? STUDIO_MESSAGES.save, intent);
}

/** One booking's page: its moves. */
export async function studioBookingAction(context: AppLoadContext, request: Request, id: string) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!isMove(intent)) throw new Response("Unknown action", { status: 400 });
  return bookingMove(context, request, intent, id, form);
}
