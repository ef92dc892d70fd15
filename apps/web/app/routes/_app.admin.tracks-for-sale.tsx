import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TracksForSaleQueue } from "../components/admin/tracks-for-sale/queue-page";
import { PageError } from "../components/widgets/states";
import { loadQueue, queueAction } from "../lib/admin/tracks-for-sale/queue.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Tracks for sale");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadQueue(context, request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return queueAction(context, request);
}

export default function AdminTracksForSale() {
  return <TracksForSaleQueue {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PageError;
