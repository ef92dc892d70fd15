// The beat page's facts: what the beat is (tempo, key, genre, mood, tags), its listing, its offered
// tiers with their rights, and its orders per tier in the metrics window.
import type { BeatMetrics, BeatTier, ProducerBeat } from "../../lib/api/contract";
import { LICENCE_TIERS, RIGHTS, TIER_LABELS } from "../../lib/beats/tiers";
import { Money } from "../money/money";
import { FiguresTable } from "../widgets/figures-table";
import { TableBox } from "../widgets/plain-table";
import { ListingBadge } from "./listing-badge";

export function BeatFacts({ beat }: { beat: ProducerBeat }) {
  const facts: [string, string][] = [
    ["Tempo", `${beat.bpm} BPM`],
    ["Key", beat.key],
    ["Genre", beat.genre?.title ?? "–"],
    ["Mood", beat.mood?.title ?? "–"],
    ["Tags", beat.tags.length > 0 ? beat.tags.join(", ") : "–"],
    ["Sales", beat.sales.toLocaleString("en-US")],
  ];
  return (
    <dl className="studio-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="studio-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="studio-facts__item">
        <dt>Listing</dt>
        <dd>
          <ListingBadge beat={beat} detail />
        </dd>
      </div>
    </dl>
  );
}

/** A right in words: a count, or what null means for it (unlimited, in perpetuity). */
export function rightText(tier: BeatTier, key: (typeof RIGHTS)[number]["key"]): string {
  const value = tier[key];
  const right = RIGHTS.find((r) => r.key === key);
  if (value === null) return right?.none ?? "Unlimited";
  return key === "term_years" ? `${value} year${value === 1 ? "" : "s"}` : value.toLocaleString("en-US");
}

/** The offered tiers, one column each, their price and rights as rows. */
export function TiersTable({ licences }: { licences: readonly BeatTier[] }) {
  const offered = LICENCE_TIERS.flatMap((t) => licences.filter((l) => l.tier === t));
  if (offered.length === 0) return <p className="studio-muted">No licence is offered.</p>;
  return (
    <TableBox label="The licences offered" className="studio-table-wrap beat-tiers-wrap">
      <table className="studio-table">
        <caption className="visually-hidden">The licences offered</caption>
        <thead>
          <tr>
            <th scope="col">Right</th>
            {offered.map((l) => (
              <th key={l.tier} scope="col">
                {TIER_LABELS[l.tier]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            {offered.map((l) => (
              <td key={l.tier}>
                <Money cents={l.price_cents} />
              </td>
            ))}
          </tr>
          {RIGHTS.map((right) => (
            <tr key={right.key}>
              <th scope="row">{right.key === "term_years" ? "Term" : right.label}</th>
              {offered.map((l) => (
                <td key={l.tier}>{rightText(l, right.key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** Orders and revenue per tier in the window (tiers without orders left out by the api). */
export function OrdersByTier({ metrics }: { metrics: BeatMetrics }) {
  if (metrics.by_tier.length === 0) return <p className="studio-muted">No orders in this window.</p>;
  return (
    <FiguresTable
      caption="Orders per licence in this window"
      showCaption
      columns={["Licence", "Orders", "Revenue"]}
      rows={metrics.by_tier.map((t) => ({
        key: t.tier,
        label: TIER_LABELS[t.tier],
        values: [t.orders.toLocaleString("en-US"), <Money key="revenue" cents={t.revenue_cents} />],
      }))}
      boxClassName="studio-table-wrap"
      tableClassName="studio-table"
    />
  );
}
