// The admin users list: filters (role, status, country, search by name or e-mail), sortable columns and
// paging, all in the URL through the console's table; each row suspends or reactivates inline after a
// confirmation, and "Create user" opens its dialog.

import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { ROLE_OPTIONS } from "../../../lib/admin/people/forms";
import { PEOPLE_PAGES } from "../../../lib/admin/people/paths";
import { USER_STATUS_OPTIONS, USERS_TABLE } from "../../../lib/admin/people/tables";
import type { TablePage } from "../../../lib/admin/table-state";
import type { AdminUserRow } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { PageHead } from "../../widgets/page-head";
import { AdminFilters, FilterSelect } from "../admin-filters";
import { AdminTable } from "../admin-table";
import { CreateUserButton } from "./create-user";
import { RoleBadges, UserStatusBadge } from "./user-detail";
import { UserStatusButton } from "./user-status";

function CountryFilter({ value }: { value: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Country</label>
      <input id={id} name="country" defaultValue={value} maxLength={2} placeholder="UG" size={4} />
    </div>
  );
}

export function UsersList({ state, page, error }: TablePage<AdminUserRow>) {
  const columns = useMemo<ColumnDef<AdminUserRow>[]>(
    () => [
      {
        id: "name",
        header: "Name",
        cell: ({ row }) => <Link to={PEOPLE_PAGES.user(row.original.id)}>{row.original.name}</Link>,
      },
      { id: "email", header: "E-mail", cell: ({ row }) => row.original.email },
      { id: "country", header: "Country", cell: ({ row }) => row.original.country ?? "—" },
      { id: "roles", header: "Roles", cell: ({ row }) => <RoleBadges user={row.original} /> },
      { id: "state", header: "Status", cell: ({ row }) => <UserStatusBadge user={row.original} /> },
      {
        id: "created_at",
        header: "Joined",
        cell: ({ row }) => (
          <time dateTime={row.original.created_at}>{localDateTime(row.original.created_at)}</time>
        ),
      },
      {
        id: "actions",
        header: "Actions",
        cell: ({ row }) =>
          row.original.closed ? null : <UserStatusButton user={row.original} action={PEOPLE_PAGES.users} />,
      },
    ],
    [],
  );
  return (
    <div className="stack stack--wide people-page">
      <PageHead title="Users" text="Every account: filter, open one, suspend or reactivate it.">
        <CreateUserButton />
      </PageHead>
      <AdminFilters
        state={state}
        spec={USERS_TABLE}
        path={PEOPLE_PAGES.users}
        label="Filter users"
        searchLabel="Search name or e-mail"
        statuses={USER_STATUS_OPTIONS}
      >
        <FilterSelect
          name="role"
          label="Role"
          value={state.filters.role ?? ""}
          all="All roles"
          options={ROLE_OPTIONS}
        />
        <CountryFilter value={state.filters.country ?? ""} />
      </AdminFilters>
      <AdminTable
        page={page}
        error={error}
        columns={columns}
        state={state}
        spec={USERS_TABLE}
        path={PEOPLE_PAGES.users}
        noun={{ one: "user", many: "users" }}
        rowLabel={(u) => u.name}
        rowData={(u) => ({ "data-user-status": u.closed ? "closed" : String(u.status) })}
      />
    </div>
  );
}
