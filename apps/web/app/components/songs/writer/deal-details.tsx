// One deal's facts for a writer: the bidder, the amount and what they pay with the 2 % fee (what their
// wallet holds while the bid is open), its state and clocks, each writer's split and, once completed,
// what they were paid; the contract once it exists.
import type { ReactNode } from "react";
import type { SongDeal } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { Money } from "../../money/money";
import { PlainTable } from "../../widgets/plain-table";
import { BidBadge } from "./song-badges";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="studio-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function DealFacts({ deal }: { deal: SongDeal }) {
  return (
    <dl className="studio-facts">
      <Fact term="Bidder">{deal.bidder.name}</Fact>
      <Fact term="Amount">
        <Money cents={deal.amount} />
      </Fact>
      <Fact term="Buyer pays (with the 2% fee)">
        <Money cents={deal.total} />
      </Fact>
      <Fact term="State">
        <BidBadge status={deal.status} />
      </Fact>
      {deal.buy_now ? <Fact term="Bought at">The asking price</Fact> : null}
      <Fact term="Placed">{localDateTime(deal.created_at)}</Fact>
      {deal.status === "pending" ? <Fact term="Expires">{localDateTime(deal.expires_at)}</Fact> : null}
      {deal.approved_at ? <Fact term="Approved">{localDateTime(deal.approved_at)}</Fact> : null}
      {deal.status === "approved" && deal.completes_at ? (
        <Fact term="Completes by itself">{localDateTime(deal.completes_at)}</Fact>
      ) : null}
      {deal.ended_at ? <Fact term="Ended">{localDateTime(deal.ended_at)}</Fact> : null}
      {deal.contract_url ? (
        <Fact term="Contract">
          <a href={deal.contract_url} download>
            Download the contract (PDF)
          </a>
        </Fact>
      ) : null}
    </dl>
  );
}

type DealWriter = SongDeal["writers"][number] & { id: string };

export function DealWriters({ deal }: { deal: SongDeal }) {
  return (
    <PlainTable<DealWriter>
      rows={deal.writers.map((w) => ({ ...w, id: w.user_id }))}
      caption="Writers and their splits"
      wrapClassName="studio-table-wrap"
      tableClassName="studio-table"
      rowAttributes={(w) => ({ "data-writer": w.user_id })}
      columns={[
        { id: "name", header: "Writer", cell: (w) => w.name },
        { id: "split", header: "Split", className: "studio-num", cell: (w) => `${w.split}%` },
        {
          id: "paid",
          header: "Paid",
          className: "studio-num",
          cell: (w) => (w.paid === null ? "–" : <Money cents={w.paid} />),
        },
      ]}
    />
  );
}
