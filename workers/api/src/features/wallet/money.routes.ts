import { currentAuth, requireVerifiedEmail } from "../../kit/auth";
import { IdempotencyHeaders } from "../../kit/idempotency/contract";
import { idempotencyCommit, idempotent } from "../../kit/idempotency/middleware";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { methodForPayment, methodToCharge } from "../payments";
import { TopupBody, WalletOperationView, WithdrawBody } from "./contract";
import { limitError, limitsView } from "./limits.service";
import type { LoadedOperation } from "./operation-reads";
import { toOperationView } from "./operation-view";
import { paymentFailed } from "./payment-start.service";
import { checkPin } from "./pin.service";
import { providerFor, settleDeps } from "./route-deps";
import { startTopup } from "./topup.service";
import { cancelWithdrawal, startWithdrawal } from "./withdraw.service";

/*
 * The wallet calls that move money (spec §7 `/user/wallet/topup`, `withdraw`, and the withdrawal cancel
 * of `/my-wallet/withdraw-requests`). Each takes an `Idempotency-Key`; the key's commit joins the batch
 * that writes the operation, so a retried request never pays twice (docs/decisions/0502).
 */

const view = ({ row, method }: LoadedOperation) => toOperationView(row, method);

const topup = defineRoute({
  method: "post",
  path: "/topup",
  tags: ["Wallet"],
  summary: "Top up the wallet from a saved method (credited when the provider confirms)",
  security: bearer,
  middleware: [requireVerifiedEmail, idempotent] as const,
  request: { headers: IdempotencyHeaders, body: jsonBody(TopupBody) },
  responses: {
    200: jsonResponse(WalletOperationView, "Completed"),
    202: jsonResponse(WalletOperationView, "Pending at the provider"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const withdraw = defineRoute({
  method: "post",
  path: "/withdraw",
  tags: ["Wallet"],
  summary: "Withdraw to a mobile money, bank or PayPal method (held now, paid by the payments cron)",
  security: bearer,
  middleware: [requireVerifiedEmail, idempotent] as const,
  request: { headers: IdempotencyHeaders, body: jsonBody(WithdrawBody) },
  responses: {
    202: jsonResponse(WalletOperationView, "Held and queued"),
    ...errorResponses(401, 403, 404, 409, 422, 429),
  },
});

const cancel = defineRoute({
  method: "post",
  path: "/withdrawals/cancel/{id}",
  tags: ["Wallet"],
  summary: "Cancel a withdrawal not yet sent to its provider (its hold is released)",
  security: bearer,
  middleware: [requireVerifiedEmail, idempotent] as const,
  request: { headers: IdempotencyHeaders, params: idParam },
  responses: { 200: jsonResponse(WalletOperationView, "Cancelled"), ...errorResponses(401, 403, 404, 409) },
});

export const walletMoneyRoutes = createRouter()
  .openapi(topup, async (c) => {
    const { user } = currentAuth(c);
    const body = c.req.valid("json");
    const method = await methodToCharge({ db: c.var.db, env: c.env }, user.id, body.payment_method_id);
    const done = await startTopup(
      { ...settleDeps(c), provider: providerFor(c, method.view.type) },
      {
        userId: user.id,
        amount: body.amount,
        method,
        reference: body.payment_reference,
        description: body.description,
        commit: idempotencyCommit(c),
      },
    );
    const { row } = done;
    if (row.status === "failed") throw paymentFailed(row);
    if (row.status === "pending") {
      const msg =
        row.provider === "yopaymentsug"
          ? "Approve the payment on your phone to complete the top-up."
          : "Top-up pending: your wallet is credited when the payment clears.";
      return c.json({ data: view(done), msg }, 202);
    }
    return c.json({ data: view(done), msg: "Wallet topped up successfully" }, 200);
  })
  .openapi(withdraw, async (c) => {
    const { user } = currentAuth(c);
    const body = c.req.valid("json");
    await checkPin(c.var.db, user.id, body.pin, new Date(), { events: c.var.accountEvents });
    const [method, limits] = await Promise.all([
      methodForPayment(c.var.db, user.id, body.payment_method_id),
      limitsView(c.var.db, user.id),
    ]);
    const held = await startWithdrawal(c.var.db, {
      userId: user.id,
      amount: body.amount,
      method,
      // Resolved now: a method with no adapter here is refused (503) before anything is held.
      provider: method.view.can_pay_out ? providerFor(c, method.view.type) : null,
      description: body.description,
      commit: idempotencyCommit(c),
      limitError: (error) => limitError(error, limits),
    });
    return c.json({ data: view(held), msg: "Withdrawal initiated successfully" }, 202);
  })
  .openapi(cancel, async (c) => {
    const { user } = currentAuth(c);
    const cancelled = await cancelWithdrawal(
      settleDeps(c),
      user.id,
      c.req.valid("param").id,
      idempotencyCommit(c),
    );
    return c.json({ data: view(cancelled), msg: "Withdrawal cancelled" }, 200);
  });
