import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApplicationDetail } from "../components/admin/people/application-detail";
import { peopleLinks } from "../components/admin/people/links";
import { PageError } from "../components/widgets/states";
import { applicationAction, loadApplication } from "../lib/admin/people/application.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("User Application");
export const links = peopleLinks;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadApplication(context, request, params.id ?? "");
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return applicationAction(context, request, params.id ?? "");
}

export default function AdminApplicationPage() {
  const application = useLoaderData<typeof loader>();
  return <ApplicationDetail application={application} />;
}

export const ErrorBoundary = PageError;
