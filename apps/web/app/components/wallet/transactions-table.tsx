// The wallet's history as a table (the columns of the shared PlainTable widget, so the listener's wallet
// pages load no table library): date, type, status, signed amount, fee, balance after, reference and
// counterparty. The server sorts it (newest first) and pages it; the table only shows one page.
import type { ReactNode } from "react";
import type { WalletOperation } from "../../lib/api/contract";
import { localDateTime } from "../../lib/local-time";
import { statusLabel, statusTone, typeLabel } from "../../lib/wallet/operations";
import { Money } from "../money/money";
import { type PlainColumn, PlainTable } from "../widgets/plain-table";

const COLUMNS: readonly PlainColumn<WalletOperation>[] = [
  {
    id: "date",
    header: "Date",
    cell: (op) => <time dateTime={op.created_at}>{localDateTime(op.created_at)}</time>,
  },
  {
    id: "type",
    header: "Type",
    cell: (op) => (
      <>
        {typeLabel(op.type)}
        {op.description ? <span className="field__hint wallet-cell-sub">{op.description}</span> : null}
      </>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (op) => (
      <>
        <span className={statusTone(op.status)}>{statusLabel(op.status)}</span>
        {op.failure_reason ? <span className="field__hint wallet-cell-sub">{op.failure_reason}</span> : null}
      </>
    ),
  },
  {
    id: "amount",
    header: "Amount",
    className: "wallet-num",
    cell: (op) => (
      <Money cents={op.signed_amount} className={op.signed_amount < 0 ? "wallet-out" : "wallet-in"} />
    ),
  },
  {
    id: "fee",
    header: "Fee",
    className: "wallet-num wallet-hide-narrow",
    cell: (op) => (op.fee > 0 ? <Money cents={op.fee} /> : "—"),
  },
  {
    id: "balance",
    header: "Balance after",
    className: "wallet-num wallet-hide-narrow",
    cell: (op) => (op.balance_after === null ? "—" : <Money cents={op.balance_after} />),
  },
  {
    id: "reference",
    header: "Reference",
    className: "wallet-hide-medium",
    cell: (op) => op.reference ?? "—",
  },
  {
    id: "counterparty",
    header: "Counterparty",
    className: "wallet-hide-medium",
    cell: (op) => op.counterparty ?? op.payment_method?.name ?? "—",
  },
];

const statusAttributes = (op: WalletOperation) => ({ "data-status": op.status });

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
  const columns = actions
    ? [
        ...COLUMNS,
        {
          id: "actions",
          header: <span className="visually-hidden">Actions</span>,
          cell: (op: WalletOperation) => actions(op),
        },
      ]
    : COLUMNS;
  return (
    <PlainTable
      rows={operations}
      columns={columns}
      caption={caption}
      wrapClassName="wallet-table-wrap"
      tableClassName="wallet-table"
      rowAttributes={statusAttributes}
    />
  );
}
