import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireUser } from "../lib/auth.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Page not found");

/** Unknown paths: signed-out visitors go to login first (spec §6: everything but auth needs login). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  throw new Response("The page you asked for does not exist.", { status: 404 });
}

export default function NotFound() {
  return null;
}
