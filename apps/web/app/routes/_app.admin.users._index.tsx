import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { peopleLinks } from "../components/admin/people/links";
import { UsersList } from "../components/admin/people/users-list";
import { PageError } from "../components/widgets/states";
import { loadUsers, usersAction } from "../lib/admin/people/lists.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Users");
export const links = peopleLinks;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadUsers(context, request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return usersAction(context, request);
}

export default function AdminUsers() {
  const data = useLoaderData<typeof loader>();
  return <UsersList {...data} />;
}

export const ErrorBoundary = PageError;
