import type { Statement } from "../../kit/d1-batch";
import { newId } from "../../kit/ids";
import type { PaymentProvider } from "../payments";
import type { LoadedOperation } from "./operation-reads";
import {
  applyProviderAnswer,
  askedOf,
  insertOperation,
  type MethodChoice,
  methodRefused,
  providerRequest,
} from "./payment-start.service";
import { PENDING_LIFETIME_MS } from "./settlement.rules";
import type { SettleDeps } from "./settlement.service";

/** A top-up as the route hands it over: the amount is already a checked whole number of cents. */
export interface TopupInput {
  userId: string;
  amount: number;
  method: MethodChoice;
  reference?: string;
  description?: string;
  /** The request's idempotency commit: it joins the batch that writes the operation. */
  commit: Statement;
}

/**
 * Tops up a wallet from a saved method. The wallet is credited only when the provider confirms: at once for
 * a card, later (callback or poll) for mobile money and bank; a failure credits nothing and keeps its reason.
 *
 * @example const op = await startTopup({ db, realtime, provider }, { userId, amount: 1000, method, commit });
 */
export async function startTopup(
  deps: SettleDeps & { provider: PaymentProvider },
  input: TopupInput,
  now = Date.now(),
): Promise<LoadedOperation> {
  const { view, forProvider } = input.method;
  if (!view.can_pay_in) methodRefusedFor(view.type);
  const asked = await askedOf(deps.db, deps.provider, forProvider, input.amount);
  const row = await insertOperation(
    deps.db,
    {
      id: newId("wop", now),
      userId: input.userId,
      type: "topup",
      status: "pending",
      amount: input.amount,
      fee: 0,
      signedAmount: input.amount,
      paymentMethodId: view.id,
      provider: deps.provider.name,
      ...asked,
      reference: input.reference || null,
      description: input.description || "Wallet top-up",
      counterparty: view.label,
      pollAfter: new Date(now + deps.provider.firstPollAfterMs),
      expiresAt: new Date(now + PENDING_LIFETIME_MS),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    },
    [input.commit],
  );
  const request = await providerRequest(deps.db, row, forProvider, deps.provider);
  return applyProviderAnswer(deps, row, deps.provider, (p) => p.charge(request), now);
}

function methodRefusedFor(type: string): never {
  throw methodRefused(`A ${type} method cannot be charged for a top-up.`);
}
