// The bid form of a song's page: the amount in the viewer's currency (it starts at the minimum bid),
// read back into US cents as the beat market reads prices (lib/songs/market-bid), the lines of what the
// wallet will hold under it as it is typed, what holding means, then a confirmation, and only then the
// bid (`create_purchase`, with its Idempotency-Key). A wallet that falls short is said with the way to
// top it up; the api's word on the amount shows under the field.
import { useState } from "react";
import type { MarketSongDetail } from "../../../lib/api/contract";
import { localAmountText } from "../../../lib/money/local-amount";
import { buysNow, readBidAmount } from "../../../lib/songs/market-bid";
import { Money } from "../../money/money";
import { useMoney } from "../../money/money-context";
import { BidAmountField, BidConfirmDialog, BidLines, FundsShort, HoldExplanation } from "./bid-parts";
import { useMarketAction } from "./market-actions";

type Terms = Pick<MarketSongDetail, "id" | "title" | "min_bid" | "asking_price">;

/** The amount field's hint: the minimum bid and, when there is one, the asking price. */
export function TermsHint({ song }: { song: Pick<Terms, "min_bid" | "asking_price"> }) {
  return (
    <>
      At least <Money cents={song.min_bid} />.{" "}
      {song.asking_price > 0 ? (
        <>
          At <Money cents={song.asking_price} /> or more it buys the song at once.
        </>
      ) : (
        "Offers only: the writers choose which bid to approve."
      )}
    </>
  );
}

export function BidForm({ song }: { song: Terms }) {
  const money = useMoney();
  const [text, setText] = useState(() => localAmountText(song.min_bid, money));
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const bid = useMarketAction("bid", song.id, { onAnswer: () => setConfirming(null) });
  const reading = readBidAmount(text, money, { minBid: song.min_bid, shown: song.min_bid });
  const error = checked && !reading.ok ? reading.error : bid.amountError;
  return (
    <form
      className="card stack song-bid"
      aria-labelledby="song-bid-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (reading.ok) setConfirming(reading.cents);
      }}
    >
      <h2 id="song-bid-title">Place a bid</h2>
      <BidAmountField
        value={text}
        onChange={(next) => {
          setText(next);
          setChecked(false);
        }}
        error={error}
        hint={<TermsHint song={song} />}
      />
      {reading.ok ? <BidLines cents={reading.cents} /> : null}
      <HoldExplanation askingPrice={song.asking_price} />
      {bid.fundsShort ? <FundsShort message={bid.fundsShort} /> : null}
      <div className="row">
        <button type="submit" className="button button--primary" disabled={bid.waiting}>
          Review bid
        </button>
      </div>
      {confirming !== null ? (
        <BidConfirmDialog
          title={buysNow(confirming, song.asking_price) ? "Buy this song now?" : "Place this bid?"}
          songTitle={song.title}
          cents={confirming}
          buyNow={buysNow(confirming, song.asking_price)}
          busy={bid.busy}
          onConfirm={() => bid.submit(confirming)}
          onCancel={() => {
            if (!bid.busy) setConfirming(null);
          }}
        />
      ) : null}
    </form>
  );
}
