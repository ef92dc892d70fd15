// Raising (or lowering) a pending bid, from the song's page and the My bids table: a dialog with the
// amount (starting at the bid's own), the lines of the new hold, then the confirmation that says it
// replaces the hold there is now, then `update_purchase` with its Idempotency-Key. The song's minimum bid
// is checked here when the page knows it (the table does not: the api says it under the field).
// Withdrawing asks first too, and releases the hold (`delete_purchase`).
import { type ReactNode, useState } from "react";
import type { SongBid } from "../../../lib/api/contract";
import { formatMoney } from "../../../lib/money/format-money";
import { localAmountText } from "../../../lib/money/local-amount";
import { buysNow, readBidAmount } from "../../../lib/songs/market-bid";
import { Money } from "../../money/money";
import { useMoney } from "../../money/money-context";
import { ConfirmDialog, Dialog } from "../../widgets/dialog";
import { BidAmountField, BidConfirmation, BidLines, FundsShort, HoldExplanation } from "./bid-parts";
import { useMarketAction } from "./market-actions";

type Bid = Pick<SongBid, "id" | "song" | "amount" | "total">;

/** The song's terms when the page knows them (its page), for the field's check and hint. */
export interface KnownTerms {
  min_bid: number;
  asking_price: number;
  hint: ReactNode;
}

export function ChangeBidButton({ bid, terms }: { bid: Bid; terms?: KnownTerms }) {
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const change = useMarketAction("raise", bid.id, {
    onAnswer: (ok) => {
      setConfirming(null);
      if (ok) setOpen(false);
    },
  });
  const reading = readBidAmount(text, money, {
    ...(terms ? { minBid: terms.min_bid } : {}),
    shown: bid.amount,
  });
  const error = checked && !reading.ok ? reading.error : change.amountError;
  const close = () => {
    if (!change.busy) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={change.waiting}
        onClick={() => {
          setText(localAmountText(bid.amount, money));
          setChecked(false);
          setConfirming(null);
          setOpen(true);
        }}
      >
        Change bid
        <span className="visually-hidden"> on {bid.song.title}</span>
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={confirming === null ? "Change your bid" : "Change your bid?"}
      >
        {confirming !== null ? (
          <BidConfirmation
            songTitle={bid.song.title}
            cents={confirming}
            buyNow={terms ? buysNow(confirming, terms.asking_price) : false}
            previousTotal={bid.total}
            busy={change.busy}
            onConfirm={() => change.submit(confirming)}
            onCancel={() => setConfirming(null)}
          />
        ) : (
          <form
            className="stack song-bid"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setChecked(true);
              if (reading.ok) setConfirming(reading.cents);
            }}
          >
            <p>
              “{bid.song.title}”: your bid is <Money cents={bid.amount} />, with <Money cents={bid.total} />{" "}
              held.
            </p>
            <BidAmountField
              label="New bid"
              value={text}
              onChange={(next) => {
                setText(next);
                setChecked(false);
              }}
              error={error}
              hint={terms?.hint ?? "The song's minimum bid and asking price are on its page."}
            />
            {reading.ok ? <BidLines cents={reading.cents} /> : null}
            <HoldExplanation askingPrice={terms?.asking_price ?? null} />
            {change.fundsShort ? <FundsShort message={change.fundsShort} /> : null}
            <div className="row ngw-dialog__actions">
              <button type="button" className="button button--ghost" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="button button--primary" disabled={change.waiting}>
                Review
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}

export function WithdrawBidButton({ bid }: { bid: Bid }) {
  const money = useMoney();
  const [asking, setAsking] = useState(false);
  const withdraw = useMarketAction("withdraw", bid.id);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={withdraw.waiting}
        onClick={() => setAsking(true)}
        aria-label={`Withdraw your bid of ${formatMoney(bid.amount, money)} on ${bid.song.title}`}
      >
        {withdraw.busy ? "Withdrawing..." : "Withdraw"}
      </button>
      <ConfirmDialog
        open={asking}
        title="Withdraw this bid?"
        message={
          <>
            Your bid on “{bid.song.title}” ends, and the <Money cents={bid.total} /> held for it return to
            your available balance. You can bid again while the song is for sale.
          </>
        }
        confirmLabel="Withdraw bid"
        busy={withdraw.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          withdraw.submit();
        }}
      />
    </>
  );
}
