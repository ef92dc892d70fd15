import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { peopleLinks } from "../components/admin/people/links";
import { UserDetail } from "../components/admin/people/user-detail";
import { PageError } from "../components/widgets/states";
import { loadUser, userAction } from "../lib/admin/people/user.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("User");
export const links = peopleLinks;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUser(context, request, params.id ?? "");
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return userAction(context, request, params.id ?? "");
}

export default function AdminUserPage() {
  const user = useLoaderData<typeof loader>();
  return <UserDetail user={user} />;
}

export const ErrorBoundary = PageError;
