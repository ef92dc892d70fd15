import { isRouteErrorResponse, useLocation, useOutlet, useRouteError } from "@remix-run/react";
import { roleArea } from "../components/role-area";
import { StatusPage } from "../components/status-page";
import { CreatorNav } from "../components/studio/creator-nav";
import { studioLinks } from "../components/studio/links";
import { CreatorUpgradeOffer } from "../components/upgrade/creator-offer";
import { useAppUser } from "../lib/app-user";
import { requireRole } from "../lib/auth.server";
import { isMarketPath } from "../lib/beats/market-paths";
import { isSongMarketPath } from "../lib/songs/market-paths";

/** Role guard for /creator-promoter/*: without the role, a clear 403 page (the _app error boundary). */
const area = roleArea({ area: "creator-promoter" });
export const loader = area.loader(requireRole);
export const shouldRevalidate = area.shouldRevalidate;
/** Every creator page shares the studio stylesheet (chart, lists, album page); listener pages never load it. */
export const links = studioLinks;

/** The area's navigation above its page; a path without a page is a plain 404 under the same navigation. */
export default function CreatorArea() {
  const outlet = useOutlet();
  const user = useAppUser();
  return (
    <div className="studio-area">
      <CreatorNav
        producer={user.creator_kinds.includes("producer")}
        songwriter={user.creator_kinds.includes("songwriter")}
      />
      {outlet ?? <StatusPage status={404} />}
    </div>
  );
}

/**
 * The guard's refusal (and a path without a page) as the _app boundary shows it, plus, for a 403, the
 * free Artist upgrade: a listener who opens a creator page, a market first, is offered the way in.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  return (
    <div className="stack">
      <StatusPage status={status} detail={detail} />
      {status === 403 ? (
        <CreatorUpgradeOffer
          market={isMarketPath(pathname) ? "beats" : isSongMarketPath(pathname) ? "songs" : null}
        />
      ) : null}
    </div>
  );
}
