import { useOutlet } from "@remix-run/react";
import { roleArea } from "../components/role-area";
import { StatusPage } from "../components/status-page";
import { CreatorNav } from "../components/studio/creator-nav";
import { studioLinks } from "../components/studio/links";
import { useAppUser } from "../lib/app-user";
import { requireRole } from "../lib/auth.server";

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
      <CreatorNav producer={user.creator_kinds.includes("producer")} />
      {outlet ?? <StatusPage status={404} />}
    </div>
  );
}
