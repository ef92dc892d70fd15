// The manager's title search as a GET form: submitting changes the URL (?q=…), so the loader, the
// pagination links and a shared link read the same search. Without JavaScript the plain GET works too.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { BEATS_PAGES } from "../../lib/beats/paths";
import { filledParams } from "../../lib/studio/filter-params";

export function BeatSearchForm({ q }: { q: string }) {
  const submit = useSubmit();
  const id = useId();
  return (
    <Form
      // Keyed by the search so a new URL (Clear, the back button) resets the field.
      key={q}
      method="get"
      action={BEATS_PAGES.manager}
      role="search"
      aria-label="Search your beats"
      className="card beat-search"
      onSubmit={(event) => {
        // An empty search stays out of the URL.
        event.preventDefault();
        submit(filledParams(new FormData(event.currentTarget)), {
          method: "get",
          action: BEATS_PAGES.manager,
        });
      }}
    >
      <div className="field">
        <label htmlFor={id}>Search titles</label>
        <input id={id} type="search" name="q" defaultValue={q} maxLength={100} />
      </div>
      <div className="row">
        <button type="submit" className="button button--primary">
          Search
        </button>
        {q ? (
          <Link to={BEATS_PAGES.manager} className="button button--ghost">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
