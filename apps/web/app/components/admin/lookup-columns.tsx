// The columns and fields the reference-data pages share: title (with the normalised title it is unique
// on), description, when it was added, the status switch, and Edit / Delete. Delete asks first; a lookup
// in use is refused by the api (409) with a sentence naming where it is used, which is toasted.
import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { DESCRIPTION_MAX, TITLE_MAX } from "../../lib/admin/lookup-forms";
import type { FieldErrors, LookupItem } from "../../lib/api/contract";
import { Field, TextAreaField } from "../form";
import { ConfirmedDelete } from "../studio/row-actions";
import { statusColumn } from "./admin-table";

/** What every lookup row has (genres, moods and origins; user types and categories share these fields). */
export type LookupRow = Pick<LookupItem, "id" | "title" | "normalized_title" | "status" | "created_at">;

/** A stored time as a short date ("12 Nov 2026"), UTC so server and browser agree. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The title and description fields of a lookup's dialog. */
export function LookupFields({
  errors,
  row,
}: {
  errors: FieldErrors | undefined;
  row?: Pick<LookupItem, "title" | "description">;
}) {
  return (
    <>
      <Field
        name="title"
        label="Title"
        errors={errors}
        defaultValue={row?.title}
        maxLength={TITLE_MAX}
        required
        autoComplete="off"
      />
      <TextAreaField
        name="description"
        label="Description (optional)"
        errors={errors}
        defaultValue={row?.description ?? ""}
        maxLength={DESCRIPTION_MAX}
      />
    </>
  );
}

/** The title column: the title, and the normalised form it is unique on. */
export function titleColumn<T extends LookupRow>(): ColumnDef<T> {
  return {
    id: "title",
    header: "Title",
    cell: ({ row }) => (
      <div>
        <span className="admin-strong">{row.original.title}</span>
        <span className="admin-muted admin-block">{row.original.normalized_title}</span>
      </div>
    ),
  };
}

export function descriptionColumn<T extends LookupRow & Pick<LookupItem, "description">>(): ColumnDef<T> {
  return {
    id: "description",
    header: "Description",
    meta: { className: "admin-col-wide admin-col-text" },
    cell: ({ row }) => row.original.description ?? <span className="admin-muted">None</span>,
  };
}

export function addedColumn<T extends LookupRow>(): ColumnDef<T> {
  return {
    id: "created_at",
    header: "Added",
    meta: { className: "admin-col-wide admin-num" },
    cell: ({ row }) => <time dateTime={row.original.created_at}>{shortDate(row.original.created_at)}</time>,
  };
}

export { statusColumn };

/**
 * Edit (the page's dialog for the row) and a confirmed Delete posting `{ intent: "delete", id }`.
 *
 * @example actionsColumn<Genre>(path, "genre", (g) => <FormDialog …>)
 */
export function actionsColumn<T extends LookupRow>(
  path: string,
  noun: string,
  edit: (row: T) => ReactNode,
): ColumnDef<T> {
  return {
    id: "actions",
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => (
      <div className="row admin-row-actions">
        {edit(row.original)}
        <ConfirmedDelete
          item={{ id: row.original.id, title: row.original.title }}
          action={path}
          question={`Delete the ${noun} “${row.original.title}”?`}
          consequence={`It is removed for good. A ${noun} still in use cannot be deleted: deactivate it instead, which hides it from new choices.`}
          confirmLabel={`Delete ${noun}`}
        />
      </div>
    ),
  };
}
