// Money owed to the user, one order a row: when it was sold, what and to whom, where the money is, the
// user's share of a split order and their amount. Plain markup (no table library) like the history.
import type { Earning } from "../../lib/api/contract";
import { localDateTime } from "../../lib/local-time";
import {
  earningStateLabel,
  earningTitle,
  earningTone,
  marketLabel,
  shareLabel,
} from "../../lib/wallet/earnings";
import { Money } from "../money/money";
import { type PlainColumn, PlainTable } from "../widgets/plain-table";

type Row = Earning & { id: string };

const COLUMNS: readonly PlainColumn<Row>[] = [
  {
    id: "date",
    header: "Sold",
    cell: (e) => <time dateTime={e.created_at}>{localDateTime(e.created_at)}</time>,
  },
  {
    id: "item",
    header: "Item",
    cell: (e) => (
      <>
        {earningTitle(e)}
        <span className="field__hint wallet-cell-sub">
          {marketLabel(e.market)}
          {e.tier ? ` · ${e.tier}` : ""}
        </span>
      </>
    ),
  },
  {
    id: "buyer",
    header: "Buyer",
    className: "wallet-hide-narrow",
    cell: (e) => e.buyer || "—",
  },
  {
    id: "state",
    header: "Status",
    cell: (e) => (
      <>
        <span className={earningTone(e.state)}>{earningStateLabel(e.state)}</span>
        {e.settled_at ? (
          <span className="field__hint wallet-cell-sub">
            <time dateTime={e.settled_at}>{localDateTime(e.settled_at)}</time>
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: "share",
    header: "Your share",
    className: "wallet-num wallet-hide-medium",
    cell: (e) => shareLabel(e.share_bps) ?? "All",
  },
  {
    id: "amount",
    header: "Amount",
    className: "wallet-num",
    cell: (e) => <Money cents={e.amount_cents} {...(e.state === "paid" ? { className: "wallet-in" } : {})} />,
  },
];

export function EarningsTable({ earnings }: { earnings: readonly Earning[] }) {
  const rows = earnings.map((e) => ({ ...e, id: e.order_id }));
  return (
    <PlainTable
      rows={rows}
      columns={COLUMNS}
      rowAttributes={(e) => ({ "data-state": e.state })}
      caption="Payment requests"
      wrapClassName="wallet-table-wrap"
      tableClassName="wallet-table"
    />
  );
}
