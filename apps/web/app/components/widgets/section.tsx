import { Link } from "@remix-run/react";
import { type ReactNode, useId } from "react";

/** A titled block of a page (dashboard, trending, search, artist) with an optional "See all" link. */
export function Section({
  title,
  more,
  moreLabel,
  children,
}: {
  title: string;
  more?: string;
  moreLabel?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="ngw-section" aria-labelledby={id}>
      <div className="ngw-section__head">
        <h2 id={id}>{title}</h2>
        {more ? (
          <Link to={more} className="ngw-see-all" aria-label={moreLabel ?? `See all: ${title}`}>
            See all
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
