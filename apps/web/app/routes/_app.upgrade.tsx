import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { UpgradePage } from "../components/upgrade/upgrade-page";
import { PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { loadUpgrade, upgradeAction } from "../lib/upgrade/upgrade.server";

export const meta: MetaFunction = () => pageTitle("Upgrade");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadUpgrade(context, request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return upgradeAction(context, request);
}

export default function Upgrade() {
  const { types, applications } = useLoaderData<typeof loader>();
  return <UpgradePage types={types} applications={applications} />;
}

export const ErrorBoundary = PageError;
