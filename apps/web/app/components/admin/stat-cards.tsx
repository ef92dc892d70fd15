import { useId } from "react";
import type { StatCard } from "../../lib/admin/dashboard";

/** A titled grid of figures; each card is a term and its value. */
export function StatCards({ title, cards }: { title: string; cards: readonly StatCard[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="admin-stats">
      <h2 id={id} className="admin-stats__title">
        {title}
      </h2>
      <dl className="admin-stats__grid">
        {cards.map((card) => (
          <div key={card.key} className="card admin-stat" data-stat={card.key}>
            <dt>{card.label}</dt>
            <dd className="admin-stat__value">{card.value}</dd>
            {card.note ? <dd className="admin-muted">{card.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
