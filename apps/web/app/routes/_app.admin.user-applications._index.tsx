import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApplicationsList } from "../components/admin/people/applications-list";
import { peopleLinks } from "../components/admin/people/links";
import { PageError } from "../components/widgets/states";
import { loadApplications } from "../lib/admin/people/lists.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("User Applications");
export const links = peopleLinks;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadApplications(context, request);
}

export default function AdminApplications() {
  const data = useLoaderData<typeof loader>();
  return <ApplicationsList {...data} />;
}

export const ErrorBoundary = PageError;
