import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireRole } from "../lib/auth.server";

/** Paths under /creator-promoter without a page: the role guard first (403 wins), then a plain 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "creator-promoter");
  throw new Response("The page you asked for does not exist.", { status: 404 });
}

export default function NotFound() {
  return null;
}
