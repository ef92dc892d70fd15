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

function Select({
  name,
  label,
  value,
  all,
  options,
}: {
  name: string;
  label: string;
  value: string;
  all: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = `${name}-${useId()}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <Select
        name="status"
        label="Status"
        value={filters.status}
        all="All statuses"
        options={STATUS_OPTIONS}
      />
      <Select
        name="publication"
        label="Publication"
        value={filters.publication}
        all="Drafts and published"
        options={PUBLICATION_OPTIONS}
      />
      <Select
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
