// What the two people lists accept in their URL (lib/admin/table-state): the users' role, status and
// country filters, and the applications' status and type; each list's sorts are the api's.
import type {
  AdminApplicationListQuery,
  AdminApplicationRow,
  AdminUserListQuery,
  ApplicationStats,
  ApplicationStatus,
} from "../../api/contract";
import { applicationStatusLabel } from "../../upgrade/applications";
import { readTableState, type TablePage, type TableSpec, type TableState } from "../table-state";
import { ADMIN_ROLES } from "./forms";

// The sorts are the api's query keys: one renamed or removed there fails the typecheck here.
const USER_SORTS = ["created_at", "name", "email"] as const satisfies readonly NonNullable<
  AdminUserListQuery["sort"]
>[];
const APPLICATION_SORTS = [
  "submitted_at",
  "created_at",
  "decided_at",
] as const satisfies readonly NonNullable<AdminApplicationListQuery["sort"]>[];

export const USERS_TABLE: TableSpec = {
  sorts: USER_SORTS,
  defaultSort: { sort: "created_at", direction: "desc" },
  statuses: ["1", "0"],
  filters: { role: ADMIN_ROLES, country: "text" },
};

export const USER_STATUS_OPTIONS = [
  { value: "1", label: "Active" },
  { value: "0", label: "Suspended" },
] as const;

/**
 * The users list's state from its URL. The country filter is a two-letter code: anything else typed in
 * it reads as unset (the api would refuse it), and it is kept upper-case.
 *
 * @example readUsersState(new URLSearchParams("role=creator&country=ug")).filters // { role: "creator", country: "UG" }
 */
export function readUsersState(search: URLSearchParams): TableState {
  const state = readTableState(search, USERS_TABLE);
  const country = state.filters.country?.toUpperCase();
  const filters = { ...state.filters };
  if (country && /^[A-Z]{2}$/.test(country)) filters.country = country;
  else delete filters.country;
  return { ...state, filters };
}

/** The status filter's choices, the ones waiting for the admin first, named as the badges name them. */
export const APPLICATION_STATUS_OPTIONS: readonly { value: ApplicationStatus; label: string }[] = (
  ["pending", "awaiting_payment", "approved", "rejected", "cancelled"] as const
).map((value) => ({ value, label: applicationStatusLabel(value) }));

export const APPLICATIONS_TABLE: TableSpec = {
  sorts: APPLICATION_SORTS,
  defaultSort: { sort: "created_at", direction: "desc" },
  statuses: APPLICATION_STATUS_OPTIONS.map((o) => o.value),
  filters: { type_id: "text" },
};

export interface ApplicationsData extends TablePage<AdminApplicationRow> {
  /** Null when the stats could not be read (the cards are left out). */
  stats: ApplicationStats | null;
  /** The type filter's choices. */
  types: { id: string; title: string }[];
}
