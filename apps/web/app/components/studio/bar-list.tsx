// A ranked list with a bar per row (top countries, top sources, top tracks). The bars are SVG rects,
// not styled divs, because the CSP forbids inline style attributes; the number is always written out.
import { type ReactNode, useId } from "react";

export interface BarItem {
  key: string;
  label: ReactNode;
  value: number;
}

/** A titled ordered list; the bars are scaled to the first (largest) value and hidden from screen readers. */
export function BarList({
  title,
  items,
  empty,
}: {
  title: string;
  items: readonly BarItem[];
  /** Shown instead of the list when there is nothing yet. */
  empty: string;
}) {
  const id = useId();
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <section className="card studio-bars" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {items.length === 0 ? (
        <p className="studio-muted">{empty}</p>
      ) : (
        <ol>
          {items.map((item) => (
            <li key={item.key}>
              <span className="studio-bars__label">{item.label}</span>
              <span className="studio-bars__value">{item.value.toLocaleString("en-US")}</span>
              <svg
                className="studio-bars__bar"
                viewBox="0 0 100 6"
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <rect className="studio-bars__track" width={100} height={6} rx={3} />
                <rect
                  className="studio-bars__fill"
                  width={Math.max(1, Math.round((item.value / max) * 1000) / 10)}
                  height={6}
                  rx={3}
                />
              </svg>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
