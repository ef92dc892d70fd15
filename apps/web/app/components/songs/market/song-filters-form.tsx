// The song market's filters as a GET form, like the beat market's (components/beats/market-filters-form):
// text, genre, mood, language, the minimum bid's range and sort. Submitting changes the URL
// (lib/songs/market-filters), so the loader, the pagination links and a shared link read the same
// filters. Prices are typed in the viewer's currency and land in the URL as US cents; a price the form
// cannot read is said under its field and nothing is sent.
import { Link } from "@remix-run/react";
import { useId } from "react";
import type { LookupRef } from "../../../lib/api/contract";
import { priceFieldText } from "../../../lib/money/price-filter";
import { SONG_SORTS, type SongFilters, songParamsFromForm } from "../../../lib/songs/market-filters";
import { SONG_MARKET_PAGES } from "../../../lib/songs/market-paths";
import { GenreMoodFilters } from "../../lookup-selects";
import { useMoney } from "../../money/money-context";
import { FilterForm } from "../../widgets/filter-form";
import { FilterSelect } from "../../widgets/filter-select";

function PriceField({
  name,
  label,
  cents,
  error,
}: {
  name: "price_min" | "price_max";
  label: string;
  /** US cents the field starts with: read back exactly when left as shown. */
  cents: number | null;
  error: string | undefined;
}) {
  const id = useId();
  const money = useMoney();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        defaultValue={priceFieldText(cents, money)}
        maxLength={20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {cents !== null ? <input type="hidden" name={`${name}_shown`} value={cents} /> : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SongFiltersForm({
  filters,
  genres,
  moods,
}: {
  filters: SongFilters;
  genres: readonly LookupRef[];
  moods: readonly LookupRef[];
}) {
  const money = useMoney();
  const searchId = useId();
  const languageId = useId();
  return (
    <FilterForm
      action={SONG_MARKET_PAGES.list}
      label="Filter songs"
      read={(fields) => songParamsFromForm(fields, money)}
    >
      {(errors) => (
        <>
          <div className="field market-filters__search">
            <label htmlFor={searchId}>Search titles and lyrics</label>
            <input id={searchId} type="search" name="q" defaultValue={filters.q} maxLength={100} />
          </div>
          <GenreMoodFilters genres={genres} moods={moods} filters={filters} />
          <div className="field">
            <label htmlFor={languageId}>Language</label>
            <input
              id={languageId}
              type="text"
              name="language"
              defaultValue={filters.language}
              maxLength={40}
              autoComplete="off"
            />
          </div>
          <PriceField
            name="price_min"
            label={`Minimum bid from (${money.currency})`}
            cents={filters.price_min}
            error={errors.price_min}
          />
          <PriceField
            name="price_max"
            label={`Minimum bid up to (${money.currency})`}
            cents={filters.price_max}
            error={errors.price_max}
          />
          <FilterSelect
            name="sort"
            label="Sort"
            value={filters.sort === "newest" ? "" : filters.sort}
            all={SONG_SORTS[0].label}
            options={SONG_SORTS.slice(1)}
          />
          <div className="row studio-filters__actions">
            <button type="submit" className="button button--primary">
              Apply
            </button>
            <Link to={SONG_MARKET_PAGES.list} className="button button--ghost">
              Clear
            </Link>
          </div>
        </>
      )}
    </FilterForm>
  );
}
