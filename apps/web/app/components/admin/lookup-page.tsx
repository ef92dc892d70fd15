// The genres, moods and origins pages: one list each with the same columns, filters, dialogs and actions.
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { lookupForm } from "../../lib/admin/lookup-forms";
import { LOOKUP_SPEC, SIMPLE_LOOKUPS, type SimpleLookup } from "../../lib/admin/lookups";
import type { TablePage } from "../../lib/admin/table-state";
import type { LookupItem } from "../../lib/api/contract";
import { PageHead } from "../widgets/page-head";
import { AdminFilters, STATUS_FILTER } from "./admin-filters";
import { AdminTable } from "./admin-table";
import { FormDialog } from "./form-dialog";
import {
  actionsColumn,
  addedColumn,
  descriptionColumn,
  LookupFields,
  statusColumn,
  titleColumn,
} from "./lookup-columns";

const rowLabel = (row: LookupItem) => row.title;

/** @example <SimpleLookupPage kind="genres" data={useLoaderData<typeof loader>()} /> */
export function SimpleLookupPage({ kind, data }: { kind: SimpleLookup; data: TablePage<LookupItem> }) {
  const names = SIMPLE_LOOKUPS[kind];
  const { path, noun } = names;
  const columns = useMemo<ColumnDef<LookupItem>[]>(
    () => [
      titleColumn(),
      descriptionColumn(),
      addedColumn(),
      statusColumn(path, rowLabel),
      actionsColumn<LookupItem>(path, noun, (row) => (
        <FormDialog
          title={`Edit the ${noun} “${row.title}”`}
          trigger={{ label: "Edit", ariaLabel: `Edit ${row.title}` }}
          action={path}
          intent="update"
          id={row.id}
          schema={lookupForm}
          submit={{ label: "Save changes", busy: "Saving..." }}
        >
          {(errors) => <LookupFields errors={errors} row={row} />}
        </FormDialog>
      )),
    ],
    [path, noun],
  );
  const create = (
    <FormDialog
      title={`New ${noun}`}
      trigger={{ label: `New ${noun}`, className: "button button--primary" }}
      action={path}
      intent="create"
      schema={lookupForm}
      submit={{ label: `Add ${noun}`, busy: "Adding..." }}
    >
      {(errors) => <LookupFields errors={errors} />}
    </FormDialog>
  );
  return (
    <div className="stack stack--wide">
      <PageHead title={names.many} text={names.text}>
        {create}
      </PageHead>
      <AdminFilters
        state={data.state}
        spec={LOOKUP_SPEC}
        path={path}
        label={`Filter ${names.nouns}`}
        searchLabel="Search titles"
        statuses={STATUS_FILTER}
      />
      <AdminTable
        page={data.page}
        error={data.error}
        columns={columns}
        state={data.state}
        spec={LOOKUP_SPEC}
        path={path}
        noun={{ one: noun, many: names.nouns }}
        rowLabel={rowLabel}
        bulkStatus
        empty={
          <p>
            Add the first {noun} with “New {noun}”.
          </p>
        }
      />
    </div>
  );
}
