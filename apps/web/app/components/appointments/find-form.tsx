// The studio list's filters as a GET form, like the markets' (components/songs/market/song-filters-form):
// city and the highest hourly rate. Submitting changes the URL (lib/appointments/list-filters); the rate is
// typed in the viewer's currency and lands in the URL as US cents; a rate the form cannot read is said
// under its field and nothing is sent.
import { Link } from "@remix-run/react";
import { useId } from "react";
import { CITY_MAX, type StudioFilters, studioParamsFromForm } from "../../lib/appointments/list-filters";
import { APPOINTMENT_PAGES } from "../../lib/appointments/paths";
import { priceFieldText } from "../../lib/money/price-filter";
import { useMoney } from "../money/money-context";
import { FilterForm } from "../widgets/filter-form";

export function StudioFiltersForm({ filters }: { filters: StudioFilters }) {
  const money = useMoney();
  const cityId = useId();
  const rateId = useId();
  return (
    <FilterForm
      action={APPOINTMENT_PAGES.list}
      label="Filter studios"
      read={(fields) => studioParamsFromForm(fields, money)}
    >
      {(errors) => {
        const rateError = errors.max_rate;
        return (
          <>
            <div className="field">
              <label htmlFor={cityId}>City</label>
              <input
                id={cityId}
                type="text"
                name="city"
                defaultValue={filters.city}
                maxLength={CITY_MAX}
                autoComplete="address-level2"
              />
            </div>
            <div className="field">
              <label htmlFor={rateId}>Highest hourly rate ({money.currency})</label>
              <input
                id={rateId}
                name="max_rate"
                type="text"
                inputMode="decimal"
                defaultValue={priceFieldText(filters.max_rate, money)}
                maxLength={20}
                aria-invalid={rateError ? true : undefined}
                aria-describedby={rateError ? `${rateId}-error` : undefined}
              />
              {filters.max_rate !== null ? (
                <input type="hidden" name="max_rate_shown" value={filters.max_rate} />
              ) : null}
              {rateError ? (
                <p className="field__error" id={`${rateId}-error`}>
                  {rateError}
                </p>
              ) : null}
            </div>
            <div className="row studio-filters__actions">
              <button type="submit" className="button button--primary">
                Apply
              </button>
              <Link to={APPOINTMENT_PAGES.list} className="button button--ghost">
                Clear
              </Link>
            </div>
          </>
        );
      }}
    </FilterForm>
  );
}
