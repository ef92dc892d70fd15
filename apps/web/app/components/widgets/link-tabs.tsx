// A page's views as tabs that are plain links: each view has its own URL, the back button moves between
// them, and the current one is marked (`page`, or `location` when the page is one of the tab's items).
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export interface LinkTab<T extends string> {
  tab: T;
  to: string;
  label: ReactNode;
}

/** @example <LinkTabs label="Beat market" tabs={[{ tab: "beats", to: "/…/list", label: "Beats for sale" }]} current="beats" /> */
export function LinkTabs<T extends string>({
  label,
  tabs,
  current,
  within = false,
  className,
}: {
  /** The navigation landmark's name. */
  label: string;
  tabs: readonly LinkTab<T>[];
  current: T | null;
  /** The page is not the tab's own but one of its items (a deal under its state's list). */
  within?: boolean;
  className?: string;
}) {
  return (
    <nav className={className ? `tabs ${className}` : "tabs"} aria-label={label}>
      {tabs.map((t) => (
        <Link
          key={t.tab}
          to={t.to}
          prefetch="intent"
          aria-current={t.tab === current ? (within ? "location" : "page") : undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
