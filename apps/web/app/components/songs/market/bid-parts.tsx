// The bid form's pieces, shared by a new bid on the song's page and a change of one (page and table):
// the amount field in the viewer's currency, the lines of what the wallet holds (amount, the 2 % fee only
// when above 0, the total), what holding means, the wallet falling short (with the way to top it up), and
// the confirmation that comes before anything is held.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useId } from "react";
import { routePath } from "../../../lib/route-names";
import { bidTotals, COMPLETION_DAYS } from "../../../lib/songs/market-bid";
import { Money } from "../../money/money";
import { useMoney } from "../../money/money-context";
import { Dialog } from "../../widgets/dialog";
import { LoadingButton } from "../../widgets/loading-button";

/** Your bid, the processing fee (only above 0) and the total held, in the viewer's currency. */
export function BidLines({ cents }: { cents: number }) {
  const totals = bidTotals(cents);
  return (
    <dl className="song-bid__lines">
      <div>
        <dt>Your bid</dt>
        <dd>
          <Money cents={totals.subtotal} />
        </dd>
      </div>
      {totals.processingFee > 0 ? (
        <div>
          <dt>Processing fee ({totals.processingFeePercent}%)</dt>
          <dd>
            <Money cents={totals.processingFee} />
          </dd>
        </div>
      ) : null}
      <div className="song-bid__total">
        <dt>Held on your wallet</dt>
        <dd>
          <Money cents={totals.total} />
        </dd>
      </div>
    </dl>
  );
}

/** What a bid does with the money: held, not paid, until a writer approves and the purchase completes. */
export function HoldExplanation({ askingPrice }: { askingPrice: number | null }) {
  return (
    <div className="song-bid__explain">
      <p>
        Your bid and its 2% fee are <strong>held</strong> on your wallet, not paid: the money stays yours
        until a writer approves your bid and the purchase completes. You can withdraw a pending bid at any
        time, and its hold is released. A pending bid expires after 30 days.
      </p>
      <p>
        Once a writer approves, you confirm delivery to pay the writers; after {COMPLETION_DAYS} days the
        purchase completes by itself.
        {askingPrice !== null && askingPrice > 0 ? (
          <>
            {" "}
            A bid at the asking price, <Money cents={askingPrice} />, or above buys the song at once.
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The wallet's available balance does not cover the hold: the api's sentence, and the way to top up. */
export function FundsShort({ message }: { message: string }) {
  return (
    <div className="form-alert song-bid__short" role="alert">
      <p>{message}</p>
      <p>
        <Link to={routePath("my_wallet")}>Top up your wallet</Link>, then come back to bid.
      </p>
    </div>
  );
}

/** The amount input, controlled so the lines under it follow what is typed. */
export function BidAmountField({
  value,
  onChange,
  error,
  hint,
  label = "Your bid",
}: {
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
  hint: ReactNode;
  label?: string;
}) {
  const id = useId();
  const money = useMoney();
  const described = [error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{`${label} (${money.currency})`}</label>
      <input
        id={id}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface BidConfirmationProps {
  songTitle: string;
  cents: number;
  buyNow: boolean;
  /** A change of a bid: what the wallet holds for it now (the new hold replaces it). */
  previousTotal?: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a bid is placed or changed: the lines, that the total is held (or, at the asking
 * price, that it buys the song), and Cancel first so Enter holds nothing.
 */
export function BidConfirmation({
  songTitle,
  cents,
  buyNow,
  previousTotal,
  busy,
  onConfirm,
  onCancel,
}: BidConfirmationProps) {
  const total = bidTotals(cents).total;
  return (
    <div className="stack song-bid">
      <p>“{songTitle}”</p>
      <BidLines cents={cents} />
      {buyNow ? (
        <p className="card card--notice">
          This meets the asking price: it buys the song at once. <Money cents={total} /> stays held until you
          confirm delivery (or {COMPLETION_DAYS} days pass), then it is paid to the writers.
        </p>
      ) : (
        <p>
          <Money cents={total} /> will be held on your wallet, not paid, until a writer approves your bid and
          the purchase completes.
          {previousTotal !== undefined ? (
            <>
              {" "}
              It replaces the <Money cents={previousTotal} /> held for your bid now.
            </>
          ) : null}
        </p>
      )}
      <div className="row ngw-dialog__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the question shows. */}
        <button type="button" className="button button--ghost" onClick={onCancel} autoFocus disabled={busy}>
          Cancel
        </button>
        <LoadingButton
          type="button"
          loadingKey="confirm-bid"
          loading={busy ? "confirm-bid" : null}
          loadingText="Holding..."
          onClick={onConfirm}
        >
          {buyNow ? "Buy now" : previousTotal !== undefined ? "Change bid" : "Place bid"}
        </LoadingButton>
      </div>
    </div>
  );
}

/** The confirmation as its own dialog (a new bid, whose form is on the page). */
export function BidConfirmDialog({ title, ...props }: BidConfirmationProps & { title: string }) {
  return (
    <Dialog open onClose={props.onCancel} title={title}>
      <BidConfirmation {...props} />
    </Dialog>
  );
}
