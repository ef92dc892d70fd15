// The producer's best sellers of all time (producer-stats' top beats): rank, beat (to its page), orders,
// revenue in the viewer's currency and share of the revenue.
import { Link } from "@remix-run/react";
import { useId } from "react";
import type { ProducerStats } from "../../lib/api/contract";
import { BEATS_PAGES } from "../../lib/beats/paths";
import { Money } from "../money/money";
import { TableBox } from "../widgets/plain-table";

export function TopBeatsTable({ stats }: { stats: ProducerStats }) {
  const id = useId();
  const total = stats.totals.revenue_cents;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="studio-chart__title">
        Top beats
      </h2>
      {stats.top_beats.length === 0 ? (
        <p className="studio-muted">No sales yet. Your best sellers show here after the first order.</p>
      ) : (
        <TableBox label="Your best-selling beats of all time" className="studio-table-wrap">
          <table className="studio-table">
            <caption className="visually-hidden">Your best-selling beats of all time</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Beat</th>
                <th scope="col">Orders</th>
                <th scope="col">Revenue</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {stats.top_beats.map((beat, i) => (
                <tr key={beat.id}>
                  <td>{i + 1}</td>
                  <th scope="row">
                    <Link to={BEATS_PAGES.beat(beat.id)}>{beat.title}</Link>
                  </th>
                  <td>{beat.orders.toLocaleString("en-US")}</td>
                  <td>
                    <Money cents={beat.revenue_cents} />
                  </td>
                  <td>{total > 0 ? `${Math.round((beat.revenue_cents / total) * 100)}%` : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}
