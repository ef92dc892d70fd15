// The song market's actions (bid, change, withdraw, confirm delivery), posted with one fetcher per page
// to the page's action (lib/songs/market.server). The fetcher and its feedback live with the page, not
// with the button that started them: a withdrawn bid's row, a bought song's form, a completed deal's row
// leave the page in the very render that brings the answer, and the answer must still be toasted in the
// api's words (spec §8). One action at a time: a page's money moves wait for each other.
// A call that moves money carries an Idempotency-Key kept through a retry after no answer; a bid's key
// is tied to its amount (lib/songs/market-bid `keyForBid`): a changed amount is a new request.
import { useFetcher } from "@remix-run/react";
import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import type { ActionResult } from "../../../lib/api/failure";
import { type BidKey, isInsufficientFunds, keyForBid } from "../../../lib/songs/market-bid";
import { useActionFeedback } from "../../../lib/use-action-feedback";
import { IDEMPOTENCY_FIELD, keySpent, newIdempotencyKey } from "../../../lib/wallet/idempotency";

export type MarketIntent = "bid" | "raise" | "withdraw" | "complete";

interface Runner {
  fetcher: ReturnType<typeof useFetcher<ActionResult>>;
  /** `intent:id` of the action last posted. */
  target: { current: string | null };
  submit: (intent: MarketIntent, id: string, cents?: number) => void;
}

const MarketActionsContext = createContext<Runner | null>(null);

/**
 * After an answer took the focused button away (a withdrawn bid's row, a bought song's form), a keyboard
 * user is not left at the top of the document: focus goes to the page's `[data-market-focus]` (the
 * buyer's bid) or else its heading.
 */
function keepFocus() {
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused.isConnected) return;
  const target = document.querySelector<HTMLElement>("[data-market-focus]") ?? document.querySelector("h1");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}

/** @example <MarketActions action={SONG_MARKET_PAGES.bids}>…the page's tables…</MarketActions> */
export function MarketActions({ action, children }: { action: string; children: ReactNode }) {
  const fetcher = useFetcher<ActionResult>();
  const target = useRef<string | null>(null);
  const keys = useRef(new Map<string, BidKey>());
  const result = fetcher.data;
  useActionFeedback(result);
  const at = result?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per action answer (its `at`).
  useEffect(() => {
    if (result && target.current && keySpent(result)) keys.current.delete(target.current);
    if (result?.ok) keepFocus();
  }, [at]);

  const submit = (intent: MarketIntent, id: string, cents?: number) => {
    const name = `${intent}:${id}`;
    target.current = name;
    const fields: Record<string, string> = { intent, id };
    if (intent !== "withdraw") {
      // Withdrawing moves no money; the others carry a key, a bid's kept while its amount is the same.
      const key = keyForBid(keys.current.get(name) ?? null, cents ?? 0, newIdempotencyKey);
      keys.current.set(name, key);
      fields[IDEMPOTENCY_FIELD] = key.key;
    }
    if (cents !== undefined) fields.amount = String(cents);
    fetcher.submit(fields, { method: "post", action });
  };

  return (
    <MarketActionsContext.Provider value={{ fetcher, target, submit }}>
      {children}
    </MarketActionsContext.Provider>
  );
}

export interface MarketAction {
  /** Posts the intent for `id` (a song for `bid`, else a bid); `cents` for a bid or a change of one. */
  submit: (cents?: number) => void;
  /** This action is under way. */
  busy: boolean;
  /** Another of the page's actions is under way. */
  waiting: boolean;
  /** The wallet's "insufficient balance" sentence when that was this action's answer. */
  fundsShort: string | null;
  /** The api's (or the action's) word on the amount. */
  amountError: string | undefined;
}

/**
 * One action of the page's, for `intent` on `id`; `onAnswer` runs once per new answer to it.
 *
 * @example const bid = useMarketAction("bid", song.id, { onAnswer: () => setConfirming(null) });
 */
export function useMarketAction(
  intent: MarketIntent,
  id: string,
  options: { onAnswer?: (ok: boolean) => void } = {},
): MarketAction {
  const runner = useContext(MarketActionsContext);
  if (!runner) throw new Error("useMarketAction must be used inside <MarketActions>");
  const { fetcher, target } = runner;
  const mine = target.current === `${intent}:${id}`;
  const result = mine ? fetcher.data : undefined;
  const at = result?.at;
  // An answer already there when this mounted (a dialog opened again) is not a new one.
  const seen = useRef(at);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per action answer (its `at`).
  useEffect(() => {
    if (!result || at === seen.current) return;
    seen.current = at;
    options.onAnswer?.(result.ok);
  }, [at]);
  const idle = fetcher.state === "idle";
  const failed = idle && result && !result.ok ? result : undefined;
  return {
    submit: (cents) => runner.submit(intent, id, cents),
    busy: !idle && mine,
    waiting: !idle,
    fundsShort: isInsufficientFunds(failed)
      ? (failed?.msg ?? "Your wallet's available balance does not cover this.")
      : null,
    amountError: failed?.fieldErrors.amount?.[0],
  };
}
