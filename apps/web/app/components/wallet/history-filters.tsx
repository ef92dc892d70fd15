// The history's filters as a GET form: submitting changes the URL (?tx_type=…&status=…), so the loader,
// the pagination links and the CSV link all read the same filters.
import { Form, Link, useSubmit } from "@remix-run/react";
import type { HistoryFilters } from "../../lib/wallet/filters";
import { OPERATION_STATUSES, OPERATION_TYPES } from "../../lib/wallet/filters";

export function HistoryFiltersForm({
  filters,
  errors,
}: {
  filters: HistoryFilters;
  errors?: string | undefined;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="card wallet-filters"
      aria-label="Filter transactions"
      onSubmit={(event) => {
        // Unset filters stay out of the URL (without JS the plain GET still works, with empty params).
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value !== "") params.set(name, value);
        }
        submit(params, { method: "get" });
      }}
    >
      <div className="field">
        <label htmlFor="filter-type">Type</label>
        <select id="filter-type" name="tx_type" defaultValue={filters.tx_type ?? ""}>
          <option value="">All types</option>
          {OPERATION_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">All statuses</option>
          {OPERATION_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-start">From</label>
        <input id="filter-start" type="date" name="start_date" defaultValue={filters.start_date ?? ""} />
      </div>
      <div className="field">
        <label htmlFor="filter-end">To</label>
        <input id="filter-end" type="date" name="end_date" defaultValue={filters.end_date ?? ""} />
      </div>
      <div className="row wallet-filters__actions">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
        <Link to="." className="button button--ghost">
          Clear
        </Link>
      </div>
      {errors ? (
        <p className="form-alert wallet-filters__error" role="alert">
          {errors}
        </p>
      ) : null}
    </Form>
  );
}
