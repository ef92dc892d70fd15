// The wallet's history as a table (@tanstack/react-table for the column model, plain semantic markup):
// date, type, status, signed amount, fee, balance after, reference and counterparty.
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import type { WalletOperation } from "../../lib/api/contract";
import { statusLabel, statusTone, typeLabel } from "../../lib/wallet/operations";
import { Money } from "../money/money";

interface Meta {
  className?: string;
}

function renderSlot<C>(slot: string | ((context: C) => ReactNode) | undefined, context: C): ReactNode {
  return typeof slot === "function" ? slot(context) : (slot ?? null);
}

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export function TransactionsTable({
  operations,
  caption,
  actions,
}: {
  operations: readonly WalletOperation[];
  caption: string;
  /** Extra cell at the end of each row (e.g. Cancel on a withdrawal). */
  actions?: (op: WalletOperation) => ReactNode;
}) {
  const columns = useMemo<ColumnDef<WalletOperation>[]>(() => {
    const list: ColumnDef<WalletOperation>[] = [
      {
        id: "date",
        header: "Date",
        cell: ({ row }) => <time dateTime={row.original.created_at}>{when(row.original.created_at)}</time>,
      },
      {
        id: "type",
        header: "Type",
        cell: ({ row }) => (
          <>
            {typeLabel(row.original.type)}
            {row.original.description ? (
              <span className="field__hint wallet-cell-sub">{row.original.description}</span>
            ) : null}
          </>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <>
            <span className={statusTone(row.original.status)}>{statusLabel(row.original.status)}</span>
            {row.original.failure_reason ? (
              <span className="field__hint wallet-cell-sub">{row.original.failure_reason}</span>
            ) : null}
          </>
        ),
      },
      {
        id: "amount",
        header: "Amount",
        meta: { className: "wallet-num" } satisfies Meta,
        cell: ({ row }) => (
          <Money
            cents={row.original.signed_amount}
            className={row.original.signed_amount < 0 ? "wallet-out" : "wallet-in"}
          />
        ),
      },
      {
        id: "fee",
        header: "Fee",
        meta: { className: "wallet-num wallet-hide-narrow" } satisfies Meta,
        cell: ({ row }) => (row.original.fee > 0 ? <Money cents={row.original.fee} /> : "—"),
      },
      {
        id: "balance",
        header: "Balance after",
        meta: { className: "wallet-num wallet-hide-narrow" } satisfies Meta,
        cell: ({ row }) =>
          row.original.balance_after === null ? "—" : <Money cents={row.original.balance_after} />,
      },
      {
        id: "reference",
        header: "Reference",
        meta: { className: "wallet-hide-medium" } satisfies Meta,
        cell: ({ row }) => row.original.reference ?? "—",
      },
      {
        id: "counterparty",
        header: "Counterparty",
        meta: { className: "wallet-hide-medium" } satisfies Meta,
        cell: ({ row }) => row.original.counterparty ?? row.original.payment_method?.name ?? "—",
      },
    ];
    if (actions) {
      list.push({
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => actions(row.original),
      });
    }
    return list;
  }, [actions]);
  const table = useReactTable({
    data: operations as WalletOperation[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (op) => op.id,
  });
  return (
    <div className="wallet-table-wrap">
      <table className="wallet-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={(header.column.columnDef.meta as Meta)?.className}>
                  {renderSlot(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-status={row.original.status}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={(cell.column.columnDef.meta as Meta)?.className}>
                  {renderSlot(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
