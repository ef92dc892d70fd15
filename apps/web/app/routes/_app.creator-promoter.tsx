import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useOutlet } from "@remix-run/react";
import { StatusPage } from "../components/status-page";
import { requireRole } from "../lib/auth.server";

/** Role guard for /creator-promoter/*: without the role, a clear 403 page (the _app error boundary). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "creator-promoter");
  return null;
}

export default function RoleArea() {
  // The area's pages arrive with their own issues; until a path has a page it is a plain 404.
  return useOutlet() ?? <StatusPage status={404} />;
}
