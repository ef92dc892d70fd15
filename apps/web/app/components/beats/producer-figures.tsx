// The producer's beats at a glance (producer-stats): how many beats and where they stand, and the
// all-time plays, orders and revenue (in the viewer's currency).
import type { ReactNode } from "react";
import type { ProducerStats } from "../../lib/api/contract";
import { Money } from "../money/money";

/** The most beats the api lets a producer feature at once (its trigger's limit). */
export const FEATURED_MAX = 5;

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <div className="card studio-figure">
      <p className="studio-figure__label">{label}</p>
      <p className="studio-figure__value">{value}</p>
      {detail ? <p className="studio-figure__detail">{detail}</p> : null}
    </div>
  );
}

export function ProducerFigures({ stats }: { stats: ProducerStats }) {
  const { beats, totals } = stats;
  const count = (n: number) => n.toLocaleString("en-US");
  return (
    <div className="studio-figures">
      <Figure
        label="Beats"
        value={count(beats.total)}
        detail={`${count(beats.published)} published · ${count(beats.on_market)} on the market · ${beats.featured} of ${FEATURED_MAX} featured`}
      />
      <Figure label="Plays" value={count(totals.plays)} detail="All time" />
      <Figure label="Orders" value={count(totals.orders)} detail="All time" />
      <Figure label="Revenue" value={<Money cents={totals.revenue_cents} />} detail="All time" />
    </div>
  );
}
