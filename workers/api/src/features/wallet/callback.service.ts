import { sql } from "drizzle-orm";
import { isUniqueViolation, notFound } from "../../kit/errors";
import type { CallbackEvent, ProviderName } from "../payments";
import { providerCallbacks } from "../payments/schema";
import { operationById } from "./operation-reads";
import { type SettleDeps, settleOperation } from "./settlement.service";

/**
 * Settles the operation a verified provider callback names (docs/decisions/0501). The callback's event id
 * is recorded in the batch that settles, so a replay — or a callback for a payment the poller already
 * settled — has no second effect and is still acknowledged (a provider retries what it sees refused).
 * A confirmation of another amount or from another account than the payment asked for credits nothing:
 * the payment moves to review for a person (docs/decisions/0505).
 *
 * @example const { settled } = await settleFromCallback(deps, "card", await adapter.verifyCallback(request));
 */
export async function settleFromCallback(
  deps: SettleDeps,
  provider: ProviderName,
  event: CallbackEvent,
): Promise<{ settled: boolean }> {
  const row = await operationById(deps.db, event.reference);
  if (!row || row.provider !== provider) throw notFound("Payment");
  const seen = sql`insert into ${providerCallbacks} (provider, event_id, received_at)
    values (${provider}, ${event.eventId}, ${Date.now()})`;
  try {
    const { settled } = await settleOperation(
      deps,
      row,
      {
        status: event.status,
        providerRef: event.providerRef,
        reason: event.reason,
        confirmed: event.confirmed,
      },
      [seen],
    );
    return { settled };
  } catch (error) {
    if (isUniqueViolation(error, "provider_callbacks.provider")) return { settled: false };
    throw error;
  }
}
