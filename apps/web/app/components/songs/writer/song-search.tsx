// The manager's filters as a GET form: a title search and whether the song is offered for sale.
// Submitting changes the URL (?q=…&status=…), so the loader, the pagination links and a shared link read
// the same filters. Without JavaScript the plain GET works too.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { SONGS_PAGES } from "../../../lib/songs/writer-paths";
import { SALE_OPTIONS, type SongFilters } from "../../../lib/songs/writer-query";
import { filledParams } from "../../../lib/studio/filter-params";
import { FilterSelect } from "../../widgets/filter-select";

export function SongSearchForm({ filters }: { filters: SongFilters }) {
  const submit = useSubmit();
  const id = useId();
  return (
    <Form
      // Keyed by the filters so a new URL (Clear, the back button) resets the fields.
      key={`${filters.q}|${filters.status}`}
      method="get"
      action={SONGS_PAGES.manager}
      role="search"
      aria-label="Search your songs"
      className="card song-search"
      onSubmit={(event) => {
        // Unset filters stay out of the URL.
        event.preventDefault();
        submit(filledParams(new FormData(event.currentTarget)), {
          method: "get",
          action: SONGS_PAGES.manager,
        });
      }}
    >
      <div className="field">
        <label htmlFor={id}>Search titles</label>
        <input id={id} type="search" name="q" defaultValue={filters.q} maxLength={100} />
      </div>
      <FilterSelect
        name="status"
        label="For sale"
        value={filters.status}
        all="All songs"
        options={SALE_OPTIONS}
      />
      <div className="row">
        <button type="submit" className="button button--primary">
          Search
        </button>
        {filters.q || filters.status ? (
          <Link to={SONGS_PAGES.manager} className="button button--ghost">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
