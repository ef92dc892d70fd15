import type { ReactNode } from "react";
import { CoverImage } from "./cover-image";

/** The top of a details page: big cover, kind label, h1, lines of facts and the action row. */
export function DetailHero({
  kind,
  title,
  cover,
  round,
  children,
  actions,
}: {
  kind: string;
  title: string;
  cover: string | null;
  round?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="cat-hero">
      <CoverImage src={cover} size="lg" priority {...(round ? { round } : {})} />
      <div className="cat-hero__text">
        <span className="cat-hero__kind">{kind}</span>
        <h1>{title}</h1>
        {children}
        {actions ? <div className="cat-hero__actions">{actions}</div> : null}
      </div>
    </div>
  );
}

/** A short "label: value" list for facts (genre, tempo, release date…); empty values are left out. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (!shown.length) return null;
  return (
    <dl className="cat-facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
