// The public face of payments (docs/decisions/0008): what other features and the app may use. Payments:
// methods and provider adapters (sandboxes included). Other features import this file, `schema.ts` (read
// joins) and contract files only.
export { PAYMENT_METHOD_TYPES } from "./method-types";
export { methodToCharge } from "./number-check.service";
export { paymentProvider } from "./providers/registry";
export type {
  CallbackDelivery,
  CallbackEvent,
  MethodForProvider,
  PaymentProvider,
  PaymentRequest,
  ProviderName,
  ProviderResult,
} from "./providers/types";
export { defaultMethodView, methodForPayment, methodForProvider } from "./service";
