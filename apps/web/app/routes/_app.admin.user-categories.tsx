import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { FilterSelect } from "../components/admin/admin-filters";
import {
  actionsColumn,
  addedColumn,
  descriptionColumn,
  LookupFields,
  statusColumn,
  titleColumn,
} from "../components/admin/lookup-columns";
import { EditLookupDialog, LookupScreen, NewLookupDialog } from "../components/admin/lookup-page";
import { SelectField } from "../components/select-field";
import { PageError } from "../components/widgets/states";
import { createCategoryForm, updateCategoryForm } from "../lib/admin/lookup-forms";
import { CATEGORY_SPEC } from "../lib/admin/lookups";
import { loadUserTypeOptions, userCategoryAction } from "../lib/admin/lookups.server";
import { ADMIN_PAGES } from "../lib/admin/paths";
import { loadTablePage } from "../lib/admin/table-page.server";
import type { UserCategory } from "../lib/api/contract";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("User categories");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [list, types] = await Promise.all([
    loadTablePage(context, request, "GET /admin/user-categories/list", CATEGORY_SPEC),
    loadUserTypeOptions(context, request),
  ]);
  return { ...list, types };
}

export function action({ request, context }: ActionFunctionArgs) {
  return userCategoryAction(context, request);
}

const PATH = ADMIN_PAGES.userCategories;
const NOUN = { one: "user category", many: "user categories" };
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
      actionsColumn<UserCategory>(PATH, NOUN.one, (row) => (
        <EditLookupDialog noun={NOUN.one} path={PATH} schema={updateCategoryForm} row={row}>
          {(errors) => (
            <>
              <p className="field__hint">
                User type: <strong>{row.type.title}</strong>
              </p>
              <LookupFields errors={errors} row={row} />
            </>
          )}
        </EditLookupDialog>
      )),
    ],
    [],
  );
  const typeId = data.state.filters.type_id ?? "";
  return (
    <LookupScreen
      title="User categories"
      text="The categories an applicant chooses under a user type, e.g. Club DJ or Playlist curator under Promoter."
      path={PATH}
      spec={CATEGORY_SPEC}
      data={data}
      noun={NOUN}
      columns={columns}
      create={
        <NewLookupDialog noun={NOUN.one} path={PATH} schema={createCategoryForm}>
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
        </NewLookupDialog>
      }
      filters={
        <FilterSelect name="type_id" label="User type" value={typeId} all="All types" options={typeOptions} />
      }
    />
  );
}

export const ErrorBoundary = PageError;
