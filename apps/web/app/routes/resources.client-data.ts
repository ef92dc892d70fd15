import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { locationFromCf } from "../lib/cf-location";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const location = locationFromCf(
    context.cf as Record<string, unknown> | undefined,
    request.headers.get("cf-connecting-ip"),
  );
  return Response.json(location, { headers: { "Cache-Control": "private, no-store" } });
}
