import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { actionsColumn, addedColumn, statusColumn, titleColumn } from "../components/admin/lookup-columns";
import { EditLookupDialog, LookupScreen, NewLookupDialog } from "../components/admin/lookup-page";
import { grantLabel, UserTypeFields } from "../components/admin/user-type-fields";
import { PageError } from "../components/widgets/states";
import { createUserTypeForm, updateUserTypeForm } from "../lib/admin/lookup-forms";
import { LOOKUP_SPEC } from "../lib/admin/lookups";
import { userTypeAction } from "../lib/admin/lookups.server";
import { ADMIN_PAGES } from "../lib/admin/paths";
import { loadTablePage } from "../lib/admin/table-page.server";
import type { UserType } from "../lib/api/contract";
import { pageTitle } from "../lib/meta";
import { usdText } from "../lib/money/format-money";

export const meta: MetaFunction = () => pageTitle("User types");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadTablePage(context, request, "GET /admin/user-types/list", LOOKUP_SPEC);
}

export function action({ request, context }: ActionFunctionArgs) {
  return userTypeAction(context, request);
}

const PATH = ADMIN_PAGES.userTypes;
const NOUN = { one: "user type", many: "user types" };
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
      actionsColumn<UserType>(PATH, NOUN.one, (row) => (
        <EditLookupDialog noun={NOUN.one} path={PATH} schema={updateUserTypeForm} row={row}>
          {(errors) => <UserTypeFields errors={errors} row={row} />}
        </EditLookupDialog>
      )),
    ],
    [],
  );
  return (
    <LookupScreen
      title="User types"
      text="What a listener can apply to become: each type grants a role, may carry a fee, and may ask for evidence."
      path={PATH}
      spec={LOOKUP_SPEC}
      data={data}
      noun={NOUN}
      columns={columns}
      create={
        <NewLookupDialog noun={NOUN.one} path={PATH} schema={createUserTypeForm}>
          {(errors) => <UserTypeFields errors={errors} />}
        </NewLookupDialog>
      }
    />
  );
}

export const ErrorBoundary = PageError;
