import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { AdminFilters, STATUS_FILTER } from "../components/admin/admin-filters";
import { AdminTable } from "../components/admin/admin-table";
import { FormDialog } from "../components/admin/form-dialog";
import { actionsColumn, addedColumn, statusColumn, titleColumn } from "../components/admin/lookup-columns";
import { grantLabel, UserTypeFields } from "../components/admin/user-type-fields";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import { createUserTypeForm, updateUserTypeForm } from "../lib/admin/lookup-forms";
import { LOOKUP_SPEC } from "../lib/admin/lookups";
import { userTypeAction } from "../lib/admin/lookups.server";
import { ADMIN_API, ADMIN_PAGES } from "../lib/admin/paths";
import { loadTablePage } from "../lib/admin/table-page.server";
import type { UserType } from "../lib/api/contract";
import { pageTitle } from "../lib/meta";
import { usdText } from "../lib/money/format-money";

export const meta: MetaFunction = () => pageTitle("User types");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadTablePage<UserType>(context, request, ADMIN_API.userTypes.list, LOOKUP_SPEC);
}

export function action({ request, context }: ActionFunctionArgs) {
  return userTypeAction(context, request);
}

const PATH = ADMIN_PAGES.userTypes;
const rowLabel = (row: UserType) => row.title;

export default function AdminUserTypes() {
  const data = useLoaderData<typeof loader>();
  const columns = useMemo<ColumnDef<UserType>[]>(
    () => [
      titleColumn(),
      { id: "grants", header: "Grants", cell: ({ row }) => grantLabel(row.original) },
      {
        id: "fee",
        header: "Upgrade fee",
        meta: { className: "admin-num" },
        cell: ({ row }) => (row.original.fee_cents > 0 ? usdText(row.original.fee_cents) : "Free"),
      },
      {
        id: "evidence",
        header: "Evidence",
        meta: { className: "admin-col-wide" },
        cell: ({ row }) => (row.original.needs_evidence ? "Links required" : "Optional"),
      },
      addedColumn(),
      statusColumn(PATH, rowLabel),
      actionsColumn<UserType>(PATH, "user type", (row) => (
        <FormDialog
          title={`Edit the user type “${row.title}”`}
          trigger={{ label: "Edit", ariaLabel: `Edit ${row.title}` }}
          action={PATH}
          intent="update"
          id={row.id}
          schema={updateUserTypeForm}
          submit={{ label: "Save changes", busy: "Saving..." }}
        >
          {(errors) => <UserTypeFields errors={errors} row={row} />}
        </FormDialog>
      )),
    ],
    [],
  );
  return (
    <div className="stack stack--wide">
      <PageHead
        title="User types"
        text="What a listener can apply to become: each type grants a role, may carry a fee, and may ask for evidence."
      >
        <FormDialog
          title="New user type"
          trigger={{ label: "New user type", className: "button button--primary" }}
          action={PATH}
          intent="create"
          schema={createUserTypeForm}
          submit={{ label: "Add user type", busy: "Adding..." }}
        >
          {(errors) => <UserTypeFields errors={errors} />}
        </FormDialog>
      </PageHead>
      <AdminFilters
        state={data.state}
        spec={LOOKUP_SPEC}
        path={PATH}
        label="Filter user types"
        searchLabel="Search titles"
        statuses={STATUS_FILTER}
      />
      <AdminTable
        page={data.page}
        error={data.error}
        columns={columns}
        state={data.state}
        spec={LOOKUP_SPEC}
        path={PATH}
        noun={{ one: "user type", many: "user types" }}
        rowLabel={rowLabel}
        bulkStatus
        empty={<p>Add the first type with “New user type”.</p>}
      />
    </div>
  );
}

export const ErrorBoundary = PageError;
