// Selecting admin rows: the checkbox column (the header's box selects the page, mixed when some rows are)
// and the bar that activates or deactivates the selected rows together.
import { useFetcher } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";

/** The checkbox column: the header's selects the page's rows (mixed when some are). */
export function selectColumn<T>(one: string, rowLabel: (row: T) => string): ColumnDef<T> {
  return {
    id: "select",
    meta: { className: "admin-col-select" },
    header: ({ table }) => (
      <Checkbox
        label={`Select every ${one} on this page`}
        checked={table.getIsAllRowsSelected()}
        // Rows that cannot be selected count in tanstack's "some": all the selectable ones is not mixed.
        mixed={table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
        onChange={(value) => table.toggleAllRowsSelected(value)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        label={`Select ${rowLabel(row.original)}`}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={(value) => row.toggleSelected(value)}
      />
    ),
  };
}

function Checkbox({
  label,
  checked,
  mixed = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="admin-check"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** The two bulk actions: the status each sets, and what its button says (while it runs). */
const BULK_ACTIONS = [
  { status: "1", label: "Activate", busyLabel: "Activating..." },
  { status: "0", label: "Deactivate", busyLabel: "Deactivating..." },
] as const;

/** The selected rows' count and the two bulk actions. */
export function BulkBar({
  ids,
  path,
  noun,
  onDone,
}: {
  ids: readonly string[];
  path: string;
  noun: { one: string; many: string };
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const at = fetcher.data?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer (its `at`).
  useEffect(() => {
    if (fetcher.data?.ok) onDone();
  }, [at]);
  const busy = fetcher.state !== "idle";
  const pending = fetcher.formData?.get("status");
  const none = ids.length === 0;
  const send = (status: "1" | "0") =>
    fetcher.submit({ intent: "bulk-status", ids: ids.join(","), status }, { method: "post", action: path });
  return (
    <fieldset className="admin-bulk">
      <legend className="visually-hidden">{`Change the selected ${noun.many}`}</legend>
      <p className="admin-bulk__count" aria-live="polite">
        {none
          ? `Select ${noun.many} to activate or deactivate them together.`
          : `${ids.length} ${ids.length === 1 ? noun.one : noun.many} selected`}
      </p>
      {BULK_ACTIONS.map(({ status, label, busyLabel }) => (
        <button
          key={status}
          type="button"
          className="button button--ghost"
          disabled={none || busy}
          onClick={() => send(status)}
        >
          {busy && pending === status ? busyLabel : label}
        </button>
      ))}
    </fieldset>
  );
}
