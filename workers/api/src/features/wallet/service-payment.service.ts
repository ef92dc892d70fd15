import type { Statement } from "../../kit/d1-batch";
import { validationError } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { runLedgerBatch, walletAccount } from "../ledger";
import type { PaymentProvider } from "../payments";
import { payFromWalletStatements } from "./moves";
import { type LoadedOperation, loadOperation } from "./operation-reads";
import {
  applyProviderAnswer,
  askedOf,
  insertOperation,
  type MethodChoice,
  methodRefused,
  providerRequest,
} from "./payment-start.service";
import { type ClientPaymentData, serverTotals, totalsMismatch } from "./service-payment.rules";
import { serviceType } from "./service-types";
import { PENDING_LIFETIME_MS } from "./settlement.rules";
import { type SettleDeps, tellUser } from "./settlement.service";

/*
 * Service payments (`/user/account/make-service-payment`, docs/decisions/0501): the registered request
 * type prices the request from the server's own data; the 2 % fee and the total are computed here; a
 * client total that differs is refused. Paid from the wallet it settles in one batch with what it grants;
 * charged to a method it settles like a top-up, when the provider confirms.
 */

export interface ServicePaymentInput {
  userId: string;
  requestType: string;
  data: unknown;
  payment: ClientPaymentData;
  /** The saved method to charge, or "wallet" to pay from the balance. */
  source: MethodChoice | "wallet";
  provider?: PaymentProvider;
  commit: Statement;
}

/**
 * Prices, checks and pays one service request. Resolves with the operation: completed (wallet, card),
 * pending (mobile money, bank) or failed (a declined charge, with its reason).
 */
export async function makeServicePayment(
  deps: SettleDeps,
  input: ServicePaymentInput,
  now = Date.now(),
): Promise<LoadedOperation> {
  const type = serviceType(deps.sellables, input.requestType);
  if (type.walletOnly && input.source !== "wallet") {
    throw methodRefused("This can only be paid from your wallet balance.");
  }
  const price = await type.price(deps.db, input.userId, input.data);
  if (price.feeHeld && !type.walletOnly)
    throw new Error(`${type.requestType} holds its fee: sell it wallet-only`);
  const totals = serverTotals(price.subtotal, price.feePercent);
  const mismatch = totalsMismatch(totals, input.payment);
  if (mismatch) throw validationError(mismatch);

  const base = {
    id: newId("wop", now),
    userId: input.userId,
    type: "service_payment" as const,
    amount: totals.subtotal,
    fee: totals.processingFee,
    description: price.description,
    counterparty: price.counterparty,
    requestType: type.requestType,
    itemId: price.itemId,
    payeeAccountId: price.payeeAccountId,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  };

  if (input.source === "wallet") {
    const walletId = await walletAccount(deps.db, input.userId, now);
    const grants = await type.onPaid(deps.db, {
      buyerId: input.userId,
      itemId: price.itemId,
      operationId: base.id,
      request: { data: input.data, subtotal: totals.subtotal },
    });
    const pay = payFromWalletStatements(
      {
        operationId: base.id,
        userId: input.userId,
        walletId,
        payeeAccountId: price.payeeAccountId,
        amount: totals.subtotal,
        fee: totals.processingFee,
        feeAccountId: price.feeHeld ? price.payeeAccountId : undefined,
        kind: "service_payment",
        line: {
          description: price.description,
          counterparty: price.counterparty,
          requestType: type.requestType,
          itemId: price.itemId,
        },
      },
      now,
    );
    try {
      await runLedgerBatch(deps.db, [...pay.statements, ...grants, input.commit]);
    } catch (error) {
      throw type.refusal?.(error) ?? error;
    }
    // Read back once: the batch wrote the line with its balance after.
    const paid = await loadOperation(deps.db, base.id);
    if (!paid) throw new Error(`service payment ${base.id} missing after its batch`);
    await tellUser(deps, paid);
    if (type.afterPaid) {
      const told = { buyerId: input.userId, itemId: price.itemId, operationId: base.id };
      await type
        .afterPaid(deps, told)
        .catch((error: unknown) => console.error(`afterPaid ${base.id}`, error));
    }
    return paid;
  }

  const { view, forProvider } = input.source;
  if (!view.can_pay_in || !input.provider)
    throw methodRefused(`A ${view.type} method cannot be charged for a payment.`);
  const provider = input.provider;
  const asked = await askedOf(deps.db, provider, forProvider, totals.total);
  const row = await insertOperation(
    deps.db,
    {
      ...base,
      status: "pending",
      signedAmount: -totals.total,
      paymentMethodId: view.id,
      provider: provider.name,
      ...asked,
      pollAfter: new Date(now + provider.firstPollAfterMs),
      expiresAt: new Date(now + PENDING_LIFETIME_MS),
    },
    [input.commit],
  );
  const request = await providerRequest(deps.db, row, forProvider, provider);
  return applyProviderAnswer(deps, row, provider, (p) => p.charge(request), now);
}
