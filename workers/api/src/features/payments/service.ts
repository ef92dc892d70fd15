import type { z } from "@hono/zod-openapi";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Bindings } from "../../env";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { fieldError, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import type { CreatePaymentMethodBody, UpdatePaymentMethodBody } from "./contract";
import { parseCreateFields, parseUpdateFields } from "./method-fields";
import { type MethodView, type PaymentMethodRow, toMethodView } from "./method-view";
import { cardTokeniser } from "./providers/registry";
import type { MethodForProvider } from "./providers/types";
import { paymentMethods } from "./schema";

/*
 * A user's payment methods (spec §3). Exactly one live method per user is the default: the first one
 * added becomes it, and every change of default is one batch (unset the old, set the new) that the
 * partial unique index `payment_methods_default_uq` guards. Deleting is soft, so past operations still
 * name their method; deleting the default promotes the newest other live method in the same batch
 * (newest by created_at, then by rowid: ids of one millisecond are not ordered by their random part).
 */

export { toMethodView };

const live = (userId: string) => and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt));

/** The caller's live method, or 404 (another user's and deleted ones alike, so ids reveal nothing). */
export async function liveMethod(db: Db, userId: string, id: string): Promise<PaymentMethodRow> {
  const row = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), live(userId)))
    .get();
  if (!row) throw notFound("Payment method");
  return row;
}

/** The user's live methods: the default first, then newest first. */
export async function paymentMethodViews(db: Db, userId: string): Promise<MethodView[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(live(userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), sql`rowid DESC`)
    .all();
  return rows.map(toMethodView);
}

/** One of the user's live methods (404 otherwise). */
export async function paymentMethodView(db: Db, userId: string, id: string): Promise<MethodView> {
  return toMethodView(await liveMethod(db, userId, id));
}

/** The user's default method, or null when they have none. */
export async function defaultMethodView(db: Db, userId: string): Promise<MethodView | null> {
  const row = await db
    .select()
    .from(paymentMethods)
    .where(and(live(userId), eq(paymentMethods.isDefault, true)))
    .get();
  return row ? toMethodView(row) : null;
}

/**
 * A method a payment is about to use: its view and what the provider adapter needs (a card's token,
 * never its number). 404 NOT_FOUND for another user's or a deleted method.
 */
export async function methodForPayment(
  db: Db,
  userId: string,
  methodId: string,
): Promise<{ view: MethodView; forProvider: MethodForProvider }> {
  const row = await liveMethod(db, userId, methodId);
  return { view: toMethodView(row), forProvider: methodForProvider(row) };
}

/** What a provider adapter sees of a stored method: its token and non-secret details, never a number. */
export function methodForProvider(row: PaymentMethodRow): MethodForProvider {
  return { id: row.id, type: row.type, token: row.token, details: row.details };
}

/** Unsets the user's current default unless `id` is it, only when `id` is one of their live methods. */
function unsetOtherDefault(userId: string, id: string, now: number): SQL {
  return sql`UPDATE payment_methods SET is_default = 0, updated_at = ${now}
    WHERE user_id = ${userId} AND is_default = 1 AND deleted_at IS NULL AND id <> ${id}
      AND EXISTS (SELECT 1 FROM payment_methods WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NULL)`;
}

function setDefaultStatement(userId: string, id: string, now: number): SQL {
  return sql`UPDATE payment_methods SET is_default = 1, updated_at = ${now}
    WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NULL`;
}

/**
 * `verified_at` for a new method: a mobile money number is proven already when it is the account's own
 * verified phone, or another of the account's methods proved it (docs/decisions/0507); null otherwise.
 */
function provenAt(userId: string, phone: string | number | undefined, at: number): SQL {
  if (phone === undefined) return sql`NULL`;
  const number = String(phone);
  return sql`CASE WHEN EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND phone = ${number} AND phone_verified_at IS NOT NULL)
      OR EXISTS (SELECT 1 FROM payment_methods WHERE user_id = ${userId} AND verified_at IS NOT NULL
        AND json_extract(details, '$.phone_number') = ${number})
    THEN ${at} END`;
}

type CreateBody = z.output<typeof CreatePaymentMethodBody>;
type UpdateBody = z.output<typeof UpdatePaymentMethodBody>;

/**
 * Adds a method. A card is tokenised by the card adapter first; only its brand, last 4 and expiry are
 * stored. It becomes the default when asked to, or when the user has no default yet (decided inside
 * the INSERT, so two first methods added at once cannot both be default). A new mobile money number waits
 * for its code (`payment-methods/send-code`, then `verify`) before it can be charged.
 */
export async function createMethod(
  deps: { db: Db; env: Bindings },
  userId: string,
  body: CreateBody,
  now = new Date(),
): Promise<MethodView> {
  const { type, name, is_default: makeDefault, ...fields } = body;
  const parsed = parseCreateFields(type, fields, now);
  const token = parsed.card ? (await cardTokeniser(deps.env).tokenise(parsed.card)).token : null;
  const id = newId("pm", now.getTime());
  const at = now.getTime();
  const details = JSON.stringify(parsed.details);
  const proven = provenAt(userId, parsed.details.phone_number, at);
  const statements: SQL[] = makeDefault
    ? [
        sql`UPDATE payment_methods SET is_default = 0, updated_at = ${at}
          WHERE user_id = ${userId} AND is_default = 1 AND deleted_at IS NULL`,
        sql`INSERT INTO payment_methods (id, user_id, type, name, details, token, is_default, verified_at, created_at, updated_at)
          VALUES (${id}, ${userId}, ${type}, ${name}, ${details}, ${token}, 1, ${proven}, ${at}, ${at})`,
      ]
    : [
        sql`INSERT INTO payment_methods (id, user_id, type, name, details, token, is_default, verified_at, created_at, updated_at)
          SELECT ${id}, ${userId}, ${type}, ${name}, ${details}, ${token},
            NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = ${userId} AND is_default = 1 AND deleted_at IS NULL),
            ${proven}, ${at}, ${at}`,
      ];
  await d1Batch(deps.db, statements);
  return paymentMethodView(deps.db, userId, id);
}

/**
 * Changes a method's name, default flag or editable fields (a card's expiry, never its number). Turning
 * the default off is refused: another method is made the default instead, so there always is one.
 */
export async function updateMethod(
  db: Db,
  userId: string,
  id: string,
  body: UpdateBody,
  now = new Date(),
): Promise<MethodView> {
  const row = await liveMethod(db, userId, id);
  const { name, is_default: makeDefault, type, ...fields } = body as UpdateBody & { type?: unknown };
  if (type !== undefined && type !== row.type) {
    throw fieldError("type", "A method's type cannot be changed: add a new method instead.");
  }
  if (makeDefault === false && row.isDefault) {
    throw fieldError("is_default", "Make another method the default instead.");
  }
  const { details } = parseUpdateFields(row.type, row.details, fields, now);
  const at = now.getTime();
  const statements: SQL[] = [
    sql`UPDATE payment_methods SET name = ${name ?? row.name}, details = ${JSON.stringify(details)}, updated_at = ${at}
      WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NULL`,
  ];
  if (makeDefault && !row.isDefault) {
    statements.push(unsetOtherDefault(userId, id, at), setDefaultStatement(userId, id, at));
  }
  const results = await d1Batch(db, statements);
  if (!results[0]?.meta.changes) throw notFound("Payment method");
  return paymentMethodView(db, userId, id);
}

/** Makes a method the default: one batch unsets the old default and sets this one. */
export async function setDefaultMethod(
  db: Db,
  userId: string,
  id: string,
  now = new Date(),
): Promise<MethodView> {
  const at = now.getTime();
  const results = await d1Batch(db, [unsetOtherDefault(userId, id, at), setDefaultStatement(userId, id, at)]);
  if (!results[1]?.meta.changes) throw notFound("Payment method");
  return paymentMethodView(db, userId, id);
}

/**
 * Soft-deletes a method. When it was the default, the same batch promotes the newest other live method
 * (none when it was the last).
 */
export async function deleteMethod(
  db: Db,
  userId: string,
  id: string,
  now = new Date(),
): Promise<{ id: string }> {
  const at = now.getTime();
  const results = await d1Batch(db, [
    sql`UPDATE payment_methods SET deleted_at = ${at}, is_default = 0, updated_at = ${at}
      WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NULL`,
    sql`UPDATE payment_methods SET is_default = 1, updated_at = ${at}
      WHERE id = (SELECT id FROM payment_methods WHERE user_id = ${userId} AND deleted_at IS NULL
                  ORDER BY created_at DESC, rowid DESC LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = ${userId} AND is_default = 1 AND deleted_at IS NULL)`,
  ]);
  if (!results[0]?.meta.changes) throw notFound("Payment method");
  return { id };
}
