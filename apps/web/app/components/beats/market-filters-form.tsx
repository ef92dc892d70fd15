// The market's filters as a GET form: text, genre, mood, BPM range, key, price range and sort. Submitting
// changes the URL (lib/beats/market-filters), so the loader, the pagination links and a shared link read
// the same filters. Prices are typed in the viewer's currency and land in the URL as US cents; a price
// the form cannot read is said under its field and nothing is sent.
import { Link } from "@remix-run/react";
import { useId } from "react";
import type { LookupRef } from "../../lib/api/contract";
import { MUSICAL_KEYS } from "../../lib/beats/keys";
import {
  BPM_MAX,
  BPM_MIN,
  MARKET_SORTS,
  type MarketFilters,
  marketParamsFromForm,
} from "../../lib/beats/market-filters";
import { MARKET_PAGES } from "../../lib/beats/market-paths";
import { priceFieldText } from "../../lib/money/price-filter";
import { GenreMoodFilters } from "../lookup-selects";
import { useMoney } from "../money/money-context";
import { FilterForm } from "../widgets/filter-form";
import { FilterSelect } from "../widgets/filter-select";

function NumberField({
  name,
  label,
  value,
  error,
  hint,
  inputMode,
  shown,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  inputMode: "numeric" | "decimal";
  /** US cents the field started with (a price): read back exactly when left as shown. */
  shown?: number | null;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        defaultValue={value}
        maxLength={20}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {shown != null ? <input type="hidden" name={`${name}_shown`} value={shown} /> : null}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function MarketFiltersForm({
  filters,
  genres,
  moods,
}: {
  filters: MarketFilters;
  genres: readonly LookupRef[];
  moods: readonly LookupRef[];
}) {
  const money = useMoney();
  const searchId = useId();
  const bpmHint = `${BPM_MIN} to ${BPM_MAX}`;
  return (
    <FilterForm
      action={MARKET_PAGES.list}
      label="Filter beats"
      read={(fields) => marketParamsFromForm(fields, money)}
    >
      {(errors) => (
        <>
          <div className="field market-filters__search">
            <label htmlFor={searchId}>Search titles</label>
            <input id={searchId} type="search" name="q" defaultValue={filters.q} maxLength={100} />
          </div>
          <GenreMoodFilters genres={genres} moods={moods} filters={filters} />
          <FilterSelect
            name="key"
            label="Key"
            value={filters.key}
            all="Any key"
            options={MUSICAL_KEYS.map((k) => ({ value: k, label: k }))}
          />
          <NumberField
            name="bpm_min"
            label="BPM from"
            value={filters.bpm_min === null ? "" : String(filters.bpm_min)}
            hint={bpmHint}
            inputMode="numeric"
            error={errors.bpm_min}
          />
          <NumberField
            name="bpm_max"
            label="BPM to"
            value={filters.bpm_max === null ? "" : String(filters.bpm_max)}
            hint={bpmHint}
            inputMode="numeric"
            error={errors.bpm_max}
          />
          <NumberField
            name="price_min"
            label={`Lowest price from (${money.currency})`}
            value={priceFieldText(filters.price_min, money)}
            shown={filters.price_min}
            inputMode="decimal"
            error={errors.price_min}
          />
          <NumberField
            name="price_max"
            label={`Lowest price up to (${money.currency})`}
            value={priceFieldText(filters.price_max, money)}
            shown={filters.price_max}
            inputMode="decimal"
            error={errors.price_max}
          />
          <FilterSelect
            name="sort"
            label="Sort"
            value={filters.sort === "newest" ? "" : filters.sort}
            all={MARKET_SORTS[0].label}
            options={MARKET_SORTS.slice(1)}
          />
          <div className="row studio-filters__actions">
            <button type="submit" className="button button--primary">
              Apply
            </button>
            <Link to={MARKET_PAGES.list} className="button button--ghost">
              Clear
            </Link>
          </div>
        </>
      )}
    </FilterForm>
  );
}
