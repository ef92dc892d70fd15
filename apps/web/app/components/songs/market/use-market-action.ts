// One of the song market's actions posted with a fetcher to its page's action (lib/songs/market.server):
// the answer is toasted in the api's words (spec §8), the page's loader reads again by itself, and a call
// that moves money carries an Idempotency-Key kept through a retry after no answer. A bid's key is tied
// to its amount (lib/songs/market-bid `keyForBid`): a changed amount is a new request.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ActionResult } from "../../../lib/api/failure";
import { type BidKey, isInsufficientFunds, keyForBid } from "../../../lib/songs/market-bid";
import { useActionFeedback } from "../../../lib/use-action-feedback";
import { IDEMPOTENCY_FIELD, keySpent, newIdempotencyKey } from "../../../lib/wallet/idempotency";

export type MarketIntent = "bid" | "raise" | "withdraw" | "complete";

export interface MarketAction {
  /** Posts the intent for `id` (a song for `bid`, else a bid); `cents` for a bid or a change of one. */
  submit: (cents?: number) => void;
  busy: boolean;
  result: ActionResult | undefined;
  /** The wallet's "insufficient balance" sentence when that was the answer (a top-up is offered). */
  fundsShort: string | null;
  /** The api's (or the action's) word on the amount. */
  amountError: string | undefined;
}

/**
 * @example
 * const bid = useMarketAction({ intent: "bid", id: song.id, action: SONG_MARKET_PAGES.song(song.id) });
 * bid.submit(20_000);
 */
export function useMarketAction(
  { intent, id, action }: { intent: MarketIntent; id: string; action: string },
  /** Runs once per answer (a dialog closes then); `ok` says whether the api agreed. */
  options: { onAnswer?: (ok: boolean) => void } = {},
): MarketAction {
  const fetcher = useFetcher<ActionResult>();
  const sent = useRef<BidKey | null>(null);
  const result = fetcher.data;
  useActionFeedback(result);
  const at = result?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per action answer (its `at`).
  useEffect(() => {
    if (!result) return;
    if (keySpent(result)) sent.current = null;
    options.onAnswer?.(result.ok);
  }, [at]);

  const submit = (cents?: number) => {
    const fields: Record<string, string> = { intent, id };
    if (intent !== "withdraw") {
      // Withdrawing moves no money; the others carry a key, a bid's kept while its amount is the same.
      sent.current = keyForBid(sent.current, cents ?? 0, newIdempotencyKey);
      fields[IDEMPOTENCY_FIELD] = sent.current.key;
    }
    if (cents !== undefined) fields.amount = String(cents);
    fetcher.submit(fields, { method: "post", action });
  };

  const idle = fetcher.state === "idle";
  const failed = idle && result && !result.ok ? result : undefined;
  return {
    submit,
    busy: !idle,
    result,
    fundsShort: isInsufficientFunds(failed)
      ? (failed?.msg ?? "Your wallet's available balance does not cover this.")
      : null,
    amountError: failed?.fieldErrors.amount?.[0],
  };
}
