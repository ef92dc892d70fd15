import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { AdminFilters, FilterSelect, STATUS_FILTER } from "../components/admin/admin-filters";
import { AdminTable } from "../components/admin/admin-table";
import { FormDialog, SelectField } from "../components/admin/form-dialog";
import {
  actionsColumn,
  addedColumn,
  descriptionColumn,
  LookupFields,
  statusColumn,
  titleColumn,
} from "../components/admin/lookup-columns";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import { createCategoryForm, updateCategoryForm } from "../lib/admin/lookup-forms";
import { CATEGORY_SPEC } from "../lib/admin/lookups";
import { loadUserTypeOptions, userCategoryAction } from "../lib/admin/lookups.server";
import { ADMIN_API, ADMIN_PAGES } from "../lib/admin/paths";
import { loadTablePage } from "../lib/admin/table-page.server";
import type { UserCategory } from "../lib/api/contract";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("User categories");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [list, types] = await Promise.all([
    loadTablePage<UserCategory>(context, request, ADMIN_API.userCategories.list, CATEGORY_SPEC),
    loadUserTypeOptions(context, request),
  ]);
  return { ...list, types };
}

export function action({ request, context }: ActionFunctionArgs) {
  return userCategoryAction(context, request);
}

const PATH = ADMIN_PAGES.userCategories;
const rowLabel = (row: UserCategory) => row.title;

export default function AdminUserCategories() {
  const data = useLoaderData<typeof loader>();
  const typeOptions = useMemo(
    () => data.types.map((t) => ({ value: t.id, label: t.status === 1 ? t.title : `${t.title} (inactive)` })),
    [data.types],
  );
  const columns = useMemo<ColumnDef<UserCategory>[]>(
    () => [
      titleColumn(),
      { id: "type", header: "User type", cell: ({ row }) => row.original.type.title },
      descriptionColumn(),
      addedColumn(),
      statusColumn(PATH, rowLabel),
      actionsColumn<UserCategory>(PATH, "user category", (row) => (
        <FormDialog
          title={`Edit the category “${row.title}”`}
          trigger={{ label: "Edit", ariaLabel: `Edit ${row.title}` }}
          action={PATH}
          intent="update"
          id={row.id}
          schema={updateCategoryForm}
          submit={{ label: "Save changes", busy: "Saving..." }}
        >
          {(errors) => (
            <>
              <p className="field__hint">
                User type: <strong>{row.type.title}</strong>
              </p>
              <LookupFields errors={errors} row={row} />
            </>
          )}
        </FormDialog>
      )),
    ],
    [],
  );
  const typeId = data.state.filters.type_id ?? "";
  return (
    <div className="stack stack--wide">
      <PageHead
        title="User categories"
        text="The categories an applicant chooses under a user type, e.g. Club DJ or Playlist curator under Promoter."
      >
        <FormDialog
          title="New user category"
          trigger={{ label: "New user category", className: "button button--primary" }}
          action={PATH}
          intent="create"
          schema={createCategoryForm}
          submit={{ label: "Add user category", busy: "Adding..." }}
        >
          {(errors) => (
            <>
              <SelectField
                name="type_id"
                label="User type"
                errors={errors}
                options={typeOptions}
                defaultValue={typeId}
                placeholder="Choose the user type"
              />
              <LookupFields errors={errors} />
            </>
          )}
        </FormDialog>
      </PageHead>
      <AdminFilters
        state={data.state}
        spec={CATEGORY_SPEC}
        path={PATH}
        label="Filter user categories"
        searchLabel="Search titles"
        statuses={STATUS_FILTER}
      >
        <FilterSelect name="type_id" label="User type" value={typeId} all="All types" options={typeOptions} />
      </AdminFilters>
      <AdminTable
        page={data.page}
        error={data.error}
        columns={columns}
        state={data.state}
        spec={CATEGORY_SPEC}
        path={PATH}
        noun={{ one: "user category", many: "user categories" }}
        rowLabel={rowLabel}
        bulkStatus
        empty={<p>Add the first category with “New user category”.</p>}
      />
    </div>
  );
}

export const ErrorBoundary = PageError;
