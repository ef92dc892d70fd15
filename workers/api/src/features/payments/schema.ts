import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";
import { PAYMENT_METHOD_TYPES } from "./method-types";

/*
 * Payment methods and the provider sandboxes' state (docs/decisions/0501). Card numbers and CVCs are never
 * stored: a card is tokenised by its adapter and only brand, last 4 and expiry are kept.
 */

export { PAYMENT_METHOD_TYPES, type PaymentMethodType } from "./method-types";

/**
 * A user's saved way to pay or be paid. `details` holds the type's non-secret fields as JSON (a card's
 * brand, last 4 and expiry; a mobile money number; a bank account; a PayPal e-mail), as the type's
 * template (payment-templates) defines them; `token` is what the provider charges (a card token).
 * A deleted method is kept (soft delete) so past wallet operations still name it.
 */
export const paymentMethods = sqliteTable(
  "payment_methods",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    type: text("type", { enum: PAYMENT_METHOD_TYPES }).notNull(),
    /** The user's label for it ("My MTN line"). */
    name: text("name").notNull(),
    details: text("details", { mode: "json" }).notNull().$type<Record<string, string | number>>(),
    token: text("token"),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    /**
     * When the owner proved a mobile money number with a code texted to it (docs/decisions/0507). Null:
     * not proven, and it may not be charged. Cleared by a trigger when the number changes.
     */
    verifiedAt: timestamp("verified_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull(),
    deletedAt: timestamp("deleted_at"),
  },
  (t) => [
    index("payment_methods_user_idx").on(t.userId, t.deletedAt, t.createdAt),
    // Exactly one default per user among live methods: a second one fails the batch that sets it.
    uniqueIndex("payment_methods_default_uq")
      .on(t.userId)
      .where(sql`${t.isDefault} = 1 AND ${t.deletedAt} IS NULL`),
  ],
);

/**
 * What a local sandbox provider is doing with one charge or payout: the outcome its scenario chose, and
 * when it resolves. Only the sandboxes write here (development and tests); production adapters keep their
 * state at the provider.
 */
export const providerSandboxPayments = sqliteTable(
  "provider_sandbox_payments",
  {
    /** The sandbox's own reference (what a real provider would call its transaction id). */
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    direction: text("direction", { enum: ["charge", "payout"] }).notNull(),
    /** Our reference: the wallet operation's id (a real provider's ExternalReference). */
    reference: text("reference").notNull(),
    amount: integer("amount").notNull(),
    scenario: text("scenario").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
    reason: text("reason"),
    /** When a pending payment reaches its outcome (null: never, it stays pending). */
    resolvesAt: timestamp("resolves_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("provider_sandbox_payments_reference_uq").on(t.provider, t.direction, t.reference)],
);

/**
 * Callbacks already applied, by the provider's event id: a replayed callback finds its row and has no
 * second effect. Written in the same batch as the settlement it caused.
 */
export const providerCallbacks = sqliteTable(
  "provider_callbacks",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index("provider_callbacks_received_idx").on(t.receivedAt),
  ],
);
