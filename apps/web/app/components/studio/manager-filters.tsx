// The music manager's filters as a GET form: submitting changes the URL (?q=…&status=…), so the loader,
// the pagination links and a shared link all read the same filters. Without JS the plain GET works too.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { filledParams } from "../../lib/studio/filter-params";
import {
  type ManagerFilters,
  PROCESSING_OPTIONS,
  PUBLICATION_OPTIONS,
  STATUS_OPTIONS,
} from "../../lib/studio/manager-query";
import { STUDIO_PAGES } from "../../lib/studio/paths";
import { FilterSelect } from "../widgets/filter-select";

export function ManagerFiltersForm({ filters }: { filters: ManagerFilters }) {
  const submit = useSubmit();
  const searchId = useId();
  // Keyed by the filters so a new URL (Clear, back button) resets the uncontrolled fields.
  const key = JSON.stringify(filters);
  return (
    <Form
      key={key}
      method="get"
      action={STUDIO_PAGES.musicManager}
      role="search"
      aria-label="Filter your tracks"
      className="card studio-filters"
      onSubmit={(event) => {
        // Unset filters stay out of the URL.
        event.preventDefault();
        const params = filledParams(new FormData(event.currentTarget));
        submit(params, { method: "get", action: STUDIO_PAGES.musicManager });
      }}
    >
      <div className="field studio-filters__search">
        <label htmlFor={searchId}>Search titles</label>
        <input id={searchId} type="search" name="q" defaultValue={filters.q} maxLength={100} />
      </div>
      <FilterSelect
        name="status"
        label="Status"
        value={filters.status}
        all="All statuses"
        options={STATUS_OPTIONS}
      />
      <FilterSelect
        name="publication"
        label="Publication"
        value={filters.publication}
        all="Drafts and published"
        options={PUBLICATION_OPTIONS}
      />
      <FilterSelect
        name="processing"
        label="Audio"
        value={filters.processing}
        all="Any state"
        options={PROCESSING_OPTIONS}
      />
      <div className="row studio-filters__actions">
        <button type="submit" className="button button--primary">
          Apply
        </button>
        <Link to={STUDIO_PAGES.musicManager} className="button button--ghost">
          Clear
        </Link>
      </div>
    </Form>
  );
}
