// The admin console's navigation, above every admin page: plain links in a labelled nav landmark, the
// current section marked with aria-current, and on Applications the live count of pending applications
// (read out with the link's name: "Applications, 3 pending"). On narrow screens the row scrolls sideways.
import { Link, useLocation } from "@remix-run/react";
import { ADMIN_PAGES } from "../../lib/admin/paths";

interface Section {
  to: string;
  label: string;
  /** Whether the section holds pages below it (a user's page belongs to Users). */
  nested?: boolean;
}

export const ADMIN_SECTIONS: readonly Section[] = [
  { to: ADMIN_PAGES.dashboard, label: "Dashboard" },
  { to: ADMIN_PAGES.genres, label: "Genres" },
  { to: ADMIN_PAGES.moods, label: "Moods" },
  { to: ADMIN_PAGES.origins, label: "Origins" },
  { to: ADMIN_PAGES.userTypes, label: "User types" },
  { to: ADMIN_PAGES.userCategories, label: "User categories" },
  { to: ADMIN_PAGES.users, label: "Users", nested: true },
  { to: ADMIN_PAGES.applications, label: "Applications", nested: true },
  { to: ADMIN_PAGES.tracksForSale, label: "Tracks for sale" },
  { to: ADMIN_PAGES.audit, label: "Audit" },
];

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The section a path is in, if any. */
export function adminSection(pathname: string): Section | undefined {
  const path = trim(pathname);
  return ADMIN_SECTIONS.find((s) => path === s.to || (s.nested === true && path.startsWith(`${s.to}/`)));
}

/**
 * @example <AdminNav pendingCount={3} /> // null: no badge (the count is unknown)
 */
export function AdminNav({ pendingCount }: { pendingCount: number | null }) {
  const { pathname } = useLocation();
  const current = adminSection(pathname);
  return (
    <nav className="tabs admin-nav" aria-label="Admin console">
      {ADMIN_SECTIONS.map((s) => {
        const badge = s.to === ADMIN_PAGES.applications && pendingCount !== null;
        return (
          <Link
            key={s.to}
            to={s.to}
            prefetch="intent"
            aria-current={s === current ? (trim(pathname) === s.to ? "page" : "location") : undefined}
          >
            {s.label}
            {badge ? (
              <span className="admin-nav__badge" data-pending-count={pendingCount}>
                <span aria-hidden="true">{pendingCount}</span>
                <span className="visually-hidden">{`, ${pendingCount} pending`}</span>
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
