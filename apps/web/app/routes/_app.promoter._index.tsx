import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PromoterHome } from "../components/upgrade/promoter-home";
import { PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { grantingApplication } from "../lib/upgrade/applications";
import { loadMyApplications } from "../lib/upgrade/upgrade.server";

export const meta: MetaFunction = () => pageTitle("Promoter");

/** The promoter area's front page (the layout's loader is the role guard): the user's applications. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadMyApplications(context, request);
}

export default function Promoter() {
  const applications = useLoaderData<typeof loader>();
  return <PromoterHome grant={grantingApplication(applications, "promoter")} />;
}

export const ErrorBoundary = PageError;
