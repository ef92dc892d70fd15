// The one place an api failure becomes something a route hands to Remix: a thrown Response for loaders
// (the route's ErrorBoundary shows it) or an ActionError for actions (the form shows it). Both take their
// status from failureStatus, so a failure without an answer (network, time-out: status 0) is a 503 and
// never an invalid Response status.
import { data } from "@remix-run/cloudflare";
import type { FieldErrors } from "./contract";
import { type ApiFailure, type ApiResult, VALIDATION_DEFAULT } from "./envelope";

/** Shown when the api sent no sentence of its own. */
export const NO_ANSWER = "The music service could not answer.";

/**
 * The HTTP status a failure is shown with: the api's own error status, else 503 (no answer arrived, or an
 * answer that is not an error status).
 *
 * @example failureStatus(networkFailure()) // 503
 */
export function failureStatus(failure: ApiFailure): number {
  return failure.status >= 400 && failure.status <= 599 ? failure.status : 503;
}

/**
 * A failed call as a Response for a loader to throw: the api's msg as the body, its status (503 without one).
 *
 * @example if (!result.ok) throw failureResponse(result);
 */
export function failureResponse(failure: ApiFailure): Response {
  return new Response(failure.msg ?? NO_ANSWER, { status: failureStatus(failure) });
}

/**
 * The data of a successful call, or the thrown failureResponse.
 *
 * @example const page = dataOrThrow(await callApi(context, request, "GET /user/global/notifications", options));
 */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (!result.ok) throw failureResponse(result);
  return result.data;
}

/** What an action returns on failure; pages show `fieldErrors` per field and toast `msg`. */
export interface ActionError {
  ok: false;
  msg?: string;
  code: string;
  fieldErrors: FieldErrors;
  /** Bumps on every failure so the same message toasts again on a second try. */
  at: number;
  /** Which of several forms on a page produced it. */
  intent?: string;
}

export interface ActionOk {
  ok: true;
  msg?: string;
  at: number;
  intent?: string;
}

export type ActionResult = ActionError | ActionOk;

/**
 * A failed call as an action's answer (status from failureStatus), tagged with the form's intent.
 *
 * @example if (!result.ok) return actionError(result, "password");
 */
export function actionError(failure: ApiFailure, intent?: string) {
  const body: ActionError = {
    ok: false,
    code: failure.code,
    fieldErrors: failure.fieldErrors,
    at: Date.now(),
  };
  if (failure.msg) body.msg = failure.msg;
  if (intent) body.intent = intent;
  return data(body, { status: failureStatus(failure) });
}

/**
 * A form the action's own check refused (the schema the form and the API share), answered like the API's
 * 422 would be: the same code and sentence, the errors under their fields.
 *
 * @example const parsed = parseForm(albumForm, form); if (!parsed.ok) return invalidForm(parsed.fieldErrors, "create");
 */
export function invalidForm(fieldErrors: FieldErrors, intent?: string) {
  return actionError(
    { ok: false, status: 422, code: "VALIDATION", msg: VALIDATION_DEFAULT, fieldErrors },
    intent,
  );
}

/** A successful action's answer; `msg` is toasted. */
export function actionOk(msg?: string, intent?: string): ActionOk {
  const body: ActionOk = { ok: true, at: Date.now() };
  if (msg) body.msg = msg;
  if (intent) body.intent = intent;
  return body;
}
