/*
 * The payment method types as plain constants: the schema, the wire contract and the rules all read them
 * from here (a contract file may not import drizzle tables, docs/decisions/0202).
 */

/** The method types of spec §3; each is served by the provider adapter of the same name. */
export const PAYMENT_METHOD_TYPES = ["card", "yopaymentsug", "bank", "paypal"] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
