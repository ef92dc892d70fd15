import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { PageError } from "../components/widgets/states";
import { libraryAction } from "../lib/catalogue/library-action.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Library");

export function action({ request, context }: ActionFunctionArgs) {
  return libraryAction(context, request);
}

export default function Library() {
  return (
    <div className="stack stack--wide">
      <nav aria-label="Library" className="tabs">
        <NavLink to="/library/manage-playlists">Playlists</NavLink>
        <NavLink to="/library/liked-songs">Liked songs</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = PageError;
