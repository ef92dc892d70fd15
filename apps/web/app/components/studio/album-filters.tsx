// The albums manager's filters as a GET form: status, publication and a title search. Submitting changes
// the URL, so the loader and the pagination links read the same filters; unset ones stay out of it.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useId } from "react";
import type { AlbumFilters } from "../../lib/studio/album-filters";
import { filledParams } from "../../lib/studio/filter-params";

export function AlbumFiltersForm({ filters }: { filters: AlbumFilters }) {
  const submit = useSubmit();
  // Unique ids: the kept-alive manager stays in the page beside the album page's own fields.
  const id = useId();
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter albums"
      className="card studio-filters"
      onSubmit={(event) => {
        event.preventDefault();
        const params = filledParams(new FormData(event.currentTarget));
        submit(params, { method: "get", replace: true });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-search`}>Title</label>
        <input id={`${id}-search`} type="search" name="q" defaultValue={filters.q} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} name="status" defaultValue={filters.status}>
          <option value="">Any status</option>
          <option value="1">Active</option>
          <option value="0">Inactive</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-publication`}>Publication</label>
        <select id={`${id}-publication`} name="publication" defaultValue={filters.publication}>
          <option value="">Drafts and published</option>
          <option value="draft">Drafts</option>
          <option value="published">Published</option>
        </select>
      </div>
      <div className="row studio-filters__actions">
        <button type="submit" className="button button--primary">
          Apply
        </button>
        <Link to="." className="button button--ghost">
          Clear
        </Link>
      </div>
    </Form>
  );
}
