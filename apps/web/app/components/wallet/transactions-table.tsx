// The wallet's history as a table (the columns of the shared DataTable widget):
// date, type, status, signed amount, fee, balance after, reference and counterparty.
import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import type { WalletOperation } from "../../lib/api/contract";
import { localDateTime } from "../../lib/local-time";
import { statusLabel, statusTone, typeLabel } from "../../lib/wallet/operations";
import { Money } from "../money/money";
import { DataTable } from "../widgets/data-table";

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
        cell: ({ row }) => (
          <time dateTime={row.original.created_at}>{localDateTime(row.original.created_at)}</time>
        ),
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
        meta: { className: "wallet-num" },
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
        meta: { className: "wallet-num wallet-hide-narrow" },
        cell: ({ row }) => (row.original.fee > 0 ? <Money cents={row.original.fee} /> : "—"),
      },
      {
        id: "balance",
        header: "Balance after",
        meta: { className: "wallet-num wallet-hide-narrow" },
        cell: ({ row }) =>
          row.original.balance_after === null ? "—" : <Money cents={row.original.balance_after} />,
      },
      {
        id: "reference",
        header: "Reference",
        meta: { className: "wallet-hide-medium" },
        cell: ({ row }) => row.original.reference ?? "—",
      },
      {
        id: "counterparty",
        header: "Counterparty",
        meta: { className: "wallet-hide-medium" },
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
  return (
    <DataTable
      rows={operations}
      columns={columns}
      caption={caption}
      wrapClassName="wallet-table-wrap"
      tableClassName="wallet-table"
      rowData={(op) => ({ "data-status": op.status })}
    />
  );
}
