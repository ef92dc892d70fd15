import { data } from "@remix-run/cloudflare";
import type { ApiFailure, FieldErrors } from "./envelope";

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

export function actionError(failure: ApiFailure, intent?: string) {
  const body: ActionError = {
    ok: false,
    code: failure.code,
    fieldErrors: failure.fieldErrors,
    at: Date.now(),
  };
  if (failure.msg) body.msg = failure.msg;
  if (intent) body.intent = intent;
  return data(body, { status: failure.status >= 400 ? failure.status : 503 });
}

export function actionOk(msg?: string, intent?: string): ActionOk {
  const body: ActionOk = { ok: true, at: Date.now() };
  if (msg) body.msg = msg;
  if (intent) body.intent = intent;
  return body;
}
