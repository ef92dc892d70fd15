export * from "./accounts/provider-accounts";
export * from "./accounts/sessions";
export * from "./accounts/users";
export * from "./accounts/verification-codes";
export * from "./messaging/outbox";
