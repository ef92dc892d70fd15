// An admin list's filters as a GET form: applying them writes the URL (lib/admin/table-state), keeping
// the order and page size and going back to page 1, so the loader, the table and a shared link read the
// same view. Without JS the plain GET works too (the loader ignores what it does not know).
import { Form, Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useId } from "react";
import {
  PER_PAGE_OPTIONS,
  readTableState,
  type TableSpec,
  type TableState,
  tableSearch,
} from "../../lib/admin/table-state";
import { filledParams } from "../../lib/studio/filter-params";
import { STATUS_OPTIONS } from "../../lib/studio/manager-query";
import { type FilterOption, FilterSelect } from "../widgets/filter-select";

/** A list's own filter (children of AdminFilters): the shared widget. */
export { FilterSelect };

/** A row's status (spec §4: 1 active, 0 inactive), worded as the studio's filter words it. */
export const STATUS_FILTER: readonly FilterOption[] = STATUS_OPTIONS;

export interface AdminFiltersProps {
  state: TableState;
  spec: TableSpec;
  path: string;
  /** The form's name, e.g. "Filter genres". */
  label: string;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  /** The status select's options; none without them. */
  statuses?: readonly FilterOption[];
  /** The list's own filters (FilterSelect or inputs named after `spec.filters` keys). */
  children?: ReactNode;
}

/**
 * @example
 * <AdminFilters state={state} spec={spec} path="/admin/genres" label="Filter genres"
 *   searchLabel="Search titles" statuses={STATUS_FILTER} />
 */
export function AdminFilters({
  state,
  spec,
  path,
  label,
  searchLabel,
  statuses,
  children,
}: AdminFiltersProps) {
  const navigate = useNavigate();
  const searchId = useId();
  const sizeId = useId();
  // Keyed by the state so a new URL (Clear, the back button) resets the uncontrolled fields.
  const key = JSON.stringify(state);
  const sizes = spec.perPageOptions ?? PER_PAGE_OPTIONS;
  return (
    <Form
      key={key}
      method="get"
      action={path}
      role="search"
      aria-label={label}
      className="card admin-filters"
      onSubmit={(event) => {
        event.preventDefault();
        // Only what is set reaches the URL, read back through the spec (so defaults stay out of it).
        const next = readTableState(filledParams(new FormData(event.currentTarget)), spec);
        navigate(`${path}${tableSearch(next, spec)}`, { preventScrollReset: true });
      }}
    >
      {searchLabel ? (
        <div className="field admin-filters__search">
          <label htmlFor={searchId}>{searchLabel}</label>
          <input id={searchId} type="search" name="q" defaultValue={state.q} maxLength={100} />
        </div>
      ) : null}
      {statuses ? (
        <FilterSelect
          name="status"
          label="Status"
          value={state.status}
          all="All statuses"
          options={statuses}
        />
      ) : null}
      {children}
      <div className="field">
        <label htmlFor={sizeId}>Rows per page</label>
        <select id={sizeId} name="per_page" defaultValue={String(state.perPage)}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {state.sort ? (
        <>
          <input type="hidden" name="sort" value={state.sort} />
          <input type="hidden" name="direction" value={state.direction} />
        </>
      ) : null}
      <div className="row admin-filters__actions">
        <button type="submit" className="button button--primary">
          Apply
        </button>
        <Link
          to={`${path}${tableSearch({ ...state, q: "", status: "", filters: {} }, spec, { page: 1 })}`}
          className="button button--ghost"
        >
          Clear
        </Link>
      </div>
    </Form>
  );
}
