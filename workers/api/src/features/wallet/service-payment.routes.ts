import { currentAuth, requireVerifiedEmail } from "../../kit/auth";
import { AppError, fieldError } from "../../kit/errors";
import { IdempotencyHeaders } from "../../kit/idempotency/contract";
import { idempotencyCommit, idempotent } from "../../kit/idempotency/middleware";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { zodIssuesToFields } from "../../kit/zod-fields";
import { methodToCharge } from "../payments";
import { ServicePaymentBody, ServicePaymentData, WalletOperationView } from "./contract";
import { toOperationView } from "./operation-view";
import { paymentFailed } from "./payment-start.service";
import { providerFor, settleDeps } from "./route-deps";
import { makeServicePayment } from "./service-payment.service";

/** Parses one of the body's JSON strings, or a 422 on its field. */
function parseJsonField(field: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw fieldError(field, "This is not valid JSON.");
  }
}

const pay = defineRoute({
  method: "post",
  path: "/make-service-payment",
  tags: ["Wallet"],
  summary: "Pay for a service: priced by the server, from the wallet or a saved method",
  security: bearer,
  middleware: [requireVerifiedEmail, idempotent] as const,
  request: { headers: IdempotencyHeaders, body: jsonBody(ServicePaymentBody) },
  responses: {
    200: jsonResponse(WalletOperationView, "Paid"),
    202: jsonResponse(WalletOperationView, "Pending at the provider"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

/** `/user/account/make-service-payment` (spec §7): the Payment modal's call. */
export const servicePaymentRoutes = createRouter().openapi(pay, async (c) => {
  const { user } = currentAuth(c);
  const body = c.req.valid("json");
  const parsed = ServicePaymentData.safeParse(parseJsonField("payment_data", body.payment_data));
  if (!parsed.success) {
    const fields = zodIssuesToFields(parsed.error);
    throw new AppError(422, "VALIDATION", "Validation errors occurred", {
      payment_data: Object.values(fields).flat(),
    });
  }
  const payment = parsed.data;
  const source =
    payment.paymentMethodId === "wallet"
      ? ("wallet" as const)
      : await methodToCharge({ db: c.var.db, env: c.env }, user.id, payment.paymentMethodId);
  const paid = await makeServicePayment(settleDeps(c), {
    userId: user.id,
    requestType: body.request_type,
    data: parseJsonField("data", body.data),
    payment,
    source,
    provider: source === "wallet" ? undefined : providerFor(c, source.view.type),
    commit: idempotencyCommit(c),
  });
  const { row } = paid;
  const data = toOperationView(row, paid.method);
  if (row.status === "failed") {
    throw paymentFailed(row);
  }
  if (row.status === "pending") {
    return c.json({ data, msg: "Approve the payment to complete it." }, 202);
  }
  return c.json({ data, msg: "Payment processed successfully" }, 200);
});
