// Every table, for drizzle-kit (drizzle.config.ts): each feature owns its tables in its own schema.ts,
// and this file only gathers them.
export * from "./features/accounts/schema";
export * from "./features/admin-dashboards/schema";
export * from "./features/appointments/schema";
export * from "./features/beats/schema";
export * from "./features/catalogue/schema";
export * from "./features/collections/schema";
export * from "./features/commerce/schema";
export * from "./features/engagement/schema";
export * from "./features/ledger/schema";
export * from "./features/messaging/schema";
export * from "./features/money/schema";
export * from "./features/notifications/schema";
export * from "./features/payments/schema";
export * from "./features/reference/schema";
export * from "./features/songs/schema";
export * from "./features/studio/schema";
export * from "./features/upgrades/schema";
export * from "./features/wallet/schema";
export * from "./kit/audit/schema";
export * from "./kit/idempotency/schema";
export * from "./kit/transitions/schema";
