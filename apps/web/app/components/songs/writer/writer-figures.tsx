// The writer's songs at a glance (`stats`): how many songs and how many listed, the bids received and
// pending, songs sold, and what completed deals paid them (in the viewer's currency).
import type { ReactNode } from "react";
import type { WriterStats } from "../../../lib/api/contract";
import { Money } from "../../money/money";

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <div className="card studio-figure">
      <p className="studio-figure__label">{label}</p>
      <p className="studio-figure__value">{value}</p>
      {detail ? <p className="studio-figure__detail">{detail}</p> : null}
    </div>
  );
}

export function WriterFigures({ stats }: { stats: WriterStats }) {
  const count = (n: number) => n.toLocaleString("en-US");
  return (
    <div className="studio-figures">
      <Figure label="Songs" value={count(stats.songs)} detail={`${count(stats.listed)} on the market`} />
      <Figure
        label="Bids received"
        value={count(stats.bids_received)}
        detail={`${count(stats.pending_bids)} pending`}
      />
      <Figure label="Sold" value={count(stats.sold)} detail="All time" />
      <Figure label="Earned" value={<Money cents={stats.earned} />} detail="Your share of completed deals" />
    </div>
  );
}
