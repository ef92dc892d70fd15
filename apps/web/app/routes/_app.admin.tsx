import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useOutlet } from "@remix-run/react";
import { AdminNav } from "../components/admin/admin-nav";
import { adminLinks } from "../components/admin/links";
import { StatusPage } from "../components/status-page";
import { usePendingCount } from "../lib/admin/pending-count";
import { loadPendingCount } from "../lib/admin/pending-count.server";
import { requireRole } from "../lib/auth.server";

/** Every admin page shares the console's stylesheet; other areas never load it. */
export const links = adminLinks;

/**
 * Role guard for /admin/*: without the role, a clear 403 page (the _app error boundary). With it, the
 * pending applications count the navigation starts from (null when it cannot be read: no badge).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // In parallel: the count call is refused (null) for a non-admin, and the guard's 403 wins anyway.
  const [, pendingCount] = await Promise.all([
    requireRole(request, context, "admin"),
    loadPendingCount(context, request),
  ]);
  return { pendingCount };
}

/** The console's navigation above its page; a path without a page is a plain 404 under the same navigation. */
export default function AdminArea() {
  const outlet = useOutlet();
  const { pendingCount } = useLoaderData<typeof loader>();
  const live = usePendingCount(pendingCount);
  return (
    <div className="admin-area">
      <AdminNav pendingCount={live} />
      {outlet ?? <StatusPage status={404} />}
    </div>
  );
}
