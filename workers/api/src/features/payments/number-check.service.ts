import { sql } from "drizzle-orm";
import type { Bindings } from "../../env";
import type { Db } from "../../kit/db";
import { AppError, conflict } from "../../kit/errors";
import { consume } from "../../kit/rate-limit/rate-limit";
import { confirmPaymentNumberCode, sendPaymentNumberCode } from "../accounts";
import type { MethodView } from "./method-view";
import {
  PROMPTS_PER_NUMBER_DAY,
  PROMPTS_PER_USER_DAY,
  PROMPTS_PER_USER_HOUR,
  UNVERIFIED_NUMBER_MESSAGE,
} from "./prompt-limits";
import { liveMethod, methodForPayment, toMethodView } from "./service";

/*
 * A mobile money number is charged only once its owner proved it with a code texted to it, and prompts
 * are limited per account and per number (docs/decisions/0507). The code is bound to the number (its
 * target) and to the account that asked for it; the proof is stored on the method (`verified_at`) only
 * while the method still holds that number, and a trigger clears it when the number changes
 * (migration 0025), as another trigger refuses a charge to an unproven number whatever the caller did.
 */

/** The method's mobile money number, or 409 for a method that has none. */
function numberOf(view: MethodView): string {
  if (!view.phone_number) throw conflict("Only a mobile money number is verified with a code.");
  return view.phone_number;
}

/** Texts the method's number a code, unless it is already proven (409). */
export async function sendMethodCode(
  env: Bindings,
  db: Db,
  userId: string,
  id: string,
): Promise<{ id: string; phone_number: string }> {
  const view = toMethodView(await liveMethod(db, userId, id));
  const phone = numberOf(view);
  if (!view.needs_verification) throw conflict("This number is already verified.");
  await sendPaymentNumberCode(env, db, userId, phone);
  return { id, phone_number: phone };
}

/** Spends the code texted to the method's number and marks the number proven (422 on `code` otherwise). */
export async function verifyMethodNumber(
  env: Bindings,
  db: Db,
  userId: string,
  id: string,
  code: string,
  now = Date.now(),
): Promise<MethodView> {
  const view = toMethodView(await liveMethod(db, userId, id));
  const phone = numberOf(view);
  if (!view.needs_verification) return view;
  await confirmPaymentNumberCode(env, db, { userId, phone, code });
  // Only while the method still holds the number the code was sent to.
  await db.run(sql`UPDATE payment_methods SET verified_at = ${now}, updated_at = ${now}
    WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NULL AND verified_at IS NULL
      AND json_extract(details, '$.phone_number') = ${phone}`);
  return toMethodView(await liveMethod(db, userId, id));
}

/**
 * A saved method about to be charged (a top-up, a service payment): a mobile money number must be
 * proven (422 on `payment_method_id`), and each prompt counts against the account's hourly and daily
 * limits and the number's daily limit across every account (429 once one is spent).
 */
export async function methodToCharge(
  deps: { db: Db; env: Bindings },
  userId: string,
  methodId: string,
): ReturnType<typeof methodForPayment> {
  const method = await methodForPayment(deps.db, userId, methodId);
  const phone = method.view.phone_number;
  if (!phone) return method;
  if (method.view.needs_verification) {
    throw new AppError(422, "VALIDATION", "Validation errors occurred", {
      payment_method_id: [UNVERIFIED_NUMBER_MESSAGE],
    });
  }
  const limiter = deps.env.RATE_LIMITER;
  await consume(limiter, PROMPTS_PER_USER_HOUR, userId);
  await consume(limiter, PROMPTS_PER_USER_DAY, userId);
  await consume(limiter, PROMPTS_PER_NUMBER_DAY, phone);
  return method;
}
