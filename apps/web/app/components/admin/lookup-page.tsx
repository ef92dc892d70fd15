// The reference-data pages (genres, moods, origins, user types, user categories) share one layout: the
// heading with its "New …" dialog, the search and status filters (plus a page's own), and the table with
// bulk status, each row with its Edit dialog and Delete. A page brings its columns and fields.
import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import type { z } from "zod";
import { lookupForm } from "../../lib/admin/lookup-forms";
import { LOOKUP_SPEC, SIMPLE_LOOKUPS, type SimpleLookup } from "../../lib/admin/lookups";
import type { TablePage, TableSpec } from "../../lib/admin/table-state";
import type { FieldErrors, LookupItem } from "../../lib/api/contract";
import { PageHead } from "../widgets/page-head";
import { AdminFilters, STATUS_FILTER } from "./admin-filters";
import { AdminTable } from "./admin-table";
import { FormDialog } from "./form-dialog";
import {
  actionsColumn,
  addedColumn,
  descriptionColumn,
  LookupFields,
  type LookupRow,
  statusColumn,
  titleColumn,
} from "./lookup-columns";

const rowLabel = (row: LookupRow) => row.title;

/** The page's "New …" button and its dialog, e.g. "New genre" → "Add genre". */
export function NewLookupDialog({
  noun,
  path,
  schema,
  children,
}: {
  noun: string;
  path: string;
  schema: z.ZodType;
  children: (errors: FieldErrors | undefined) => ReactNode;
}) {
  return (
    <FormDialog
      title={`New ${noun}`}
      trigger={{ label: `New ${noun}`, className: "button button--primary" }}
      action={path}
      intent="create"
      schema={schema}
      submit={{ label: `Add ${noun}`, busy: "Adding..." }}
    >
      {children}
    </FormDialog>
  );
}

/** A row's Edit button and its dialog. */
export function EditLookupDialog({
  noun,
  path,
  schema,
  row,
  children,
}: {
  noun: string;
  path: string;
  schema: z.ZodType;
  row: LookupRow;
  children: (errors: FieldErrors | undefined) => ReactNode;
}) {
  return (
    <FormDialog
      title={`Edit the ${noun} “${row.title}”`}
      trigger={{ label: "Edit", ariaLabel: `Edit ${row.title}` }}
      action={path}
      intent="update"
      id={row.id}
      schema={schema}
      submit={{ label: "Save changes", busy: "Saving..." }}
    >
      {children}
    </FormDialog>
  );
}

export interface LookupScreenProps<T extends LookupRow> {
  title: string;
  text: string;
  path: string;
  spec: TableSpec;
  data: TablePage<T>;
  /** Singular and plural in running text: "user type", "user types". */
  noun: { one: string; many: string };
  /** Memoised by the caller. */
  columns: ColumnDef<T>[];
  /** The "New …" dialog (NewLookupDialog). */
  create: ReactNode;
  /** The page's own filters, after search and status. */
  filters?: ReactNode;
}

/**
 * @example <LookupScreen title="User types" text="…" path={PATH} spec={LOOKUP_SPEC} data={data}
 *   noun={{ one: "user type", many: "user types" }} columns={columns} create={<NewLookupDialog …/>} />
 */
export function LookupScreen<T extends LookupRow>({
  title,
  text,
  path,
  spec,
  data,
  noun,
  columns,
  create,
  filters,
}: LookupScreenProps<T>) {
  return (
    <div className="stack stack--wide">
      <PageHead title={title} text={text}>
        {create}
      </PageHead>
      <AdminFilters
        state={data.state}
        spec={spec}
        path={path}
        label={`Filter ${noun.many}`}
        searchLabel="Search titles"
        statuses={STATUS_FILTER}
      >
        {filters}
      </AdminFilters>
      <AdminTable
        page={data.page}
        error={data.error}
        columns={columns}
        state={data.state}
        spec={spec}
        path={path}
        noun={noun}
        rowLabel={rowLabel}
        bulkStatus
        empty={<p>{`Add the first ${noun.one} with “New ${noun.one}”.`}</p>}
      />
    </div>
  );
}

/** The genres, moods and origins pages: the same columns and fields each. */
export function SimpleLookupPage({ kind, data }: { kind: SimpleLookup; data: TablePage<LookupItem> }) {
  const names = SIMPLE_LOOKUPS[kind];
  const { path, noun } = names;
  const columns = useMemo<ColumnDef<LookupItem>[]>(
    () => [
      titleColumn(),
      descriptionColumn(),
      addedColumn(),
      statusColumn<LookupItem>(path, rowLabel),
      actionsColumn<LookupItem>(path, noun, (row) => (
        <EditLookupDialog noun={noun} path={path} schema={lookupForm} row={row}>
          {(errors) => <LookupFields errors={errors} row={row} />}
        </EditLookupDialog>
      )),
    ],
    [path, noun],
  );
  return (
    <LookupScreen
      title={names.many}
      text={names.text}
      path={path}
      spec={LOOKUP_SPEC}
      data={data}
      noun={{ one: noun, many: names.nouns }}
      columns={columns}
      create={
        <NewLookupDialog noun={noun} path={path} schema={lookupForm}>
          {(errors) => <LookupFields errors={errors} />}
        </NewLookupDialog>
      }
    />
  );
}
