import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SimpleLookupPage } from "../components/admin/lookup-page";
import { PageError } from "../components/widgets/states";
import { LOOKUP_SPEC } from "../lib/admin/lookups";
import { simpleLookupAction } from "../lib/admin/lookups.server";
import { loadTablePage } from "../lib/admin/table-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Origins");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadTablePage(context, request, "GET /admin/music-origins/list", LOOKUP_SPEC);
}

export function action({ request, context }: ActionFunctionArgs) {
  return simpleLookupAction(context, request, "origins");
}

export default function AdminOrigins() {
  return <SimpleLookupPage kind="origins" data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PageError;
