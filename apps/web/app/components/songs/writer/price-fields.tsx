// The song's asking price and minimum bid, typed in the viewer's own currency (the wallet's way: the
// input starts with the stored US cents shown in that currency, and a hidden field carries those cents so
// an untouched price reads back exactly; lib/songs/writer-form converts the rest).
import type { FieldErrors, WrittenSong } from "../../../lib/api/contract";
import { formatMoney } from "../../../lib/money/format-money";
import { localAmountText } from "../../../lib/money/local-amount";
import { MIN_BID_FLOOR_CENTS, shownField } from "../../../lib/songs/writer-form";
import { Field } from "../../form";
import { useMoney } from "../../money/money-context";

function PriceField({
  field,
  label,
  cents,
  hint,
  errors,
  idPrefix,
}: {
  field: "asking_price" | "min_bid";
  label: string;
  cents: number | undefined;
  hint: string;
  errors: FieldErrors | undefined;
  idPrefix: string;
}) {
  const money = useMoney();
  const shown = cents === undefined ? "" : localAmountText(cents, money);
  return (
    <>
      <Field
        id={`${idPrefix}-${field}`}
        name={field}
        label={`${label} (${money.currency})`}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={shown}
        hint={hint}
        errors={errors}
      />
      {shown ? <input type="hidden" name={shownField(field)} value={String(cents)} /> : null}
    </>
  );
}

export function PriceFields({
  song,
  errors,
  idPrefix,
}: {
  song?: WrittenSong | undefined;
  errors: FieldErrors | undefined;
  idPrefix: string;
}) {
  const money = useMoney();
  return (
    <div className="studio-fields">
      <PriceField
        field="min_bid"
        label="Minimum bid"
        cents={song?.min_bid}
        hint={`At least ${formatMoney(MIN_BID_FLOOR_CENTS, money)}. Lower bids are refused.`}
        errors={errors}
        idPrefix={idPrefix}
      />
      <PriceField
        field="asking_price"
        label="Asking price"
        // A new song takes offers only until its writer names a price.
        cents={song && song.asking_price > 0 ? song.asking_price : undefined}
        hint="Blank or 0 takes offers only; a bid at this price buys the song at once."
        errors={errors}
        idPrefix={idPrefix}
      />
    </div>
  );
}
