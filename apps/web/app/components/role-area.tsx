// The role areas (/creator-promoter, /promoter, /admin) share one shape: a layout route whose loader is
// the role guard, and a splat route for paths without a page yet. roleArea builds all of it from the area.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useOutlet } from "@remix-run/react";
import { userLoaderShouldRevalidate } from "../lib/revalidation";
import type { RoleArea } from "../lib/roles";
import { StatusPage } from "./status-page";

/**
 * The guard a loader runs (`requireRole` from lib/auth.server): throws a redirect to login without a
 * session and a 403 Response without the area's role. Passed in by the route, so this module (which the
 * browser bundle also loads for the layout) never imports server-only code.
 */
export type RoleGuard = (request: Request, context: AppLoadContext, area: RoleArea) => Promise<unknown>;

export interface RoleAreaConfig {
  area: RoleArea;
}

/**
 * Loaders and components of one role area.
 *
 * @example
 * // routes/_app.admin.tsx
 * const area = roleArea({ area: "admin" });
 * export const loader = area.loader(requireRole);
 * export default area.Layout;
 */
export function roleArea({ area }: RoleAreaConfig) {
  return {
    /** The layout's loader: the guard, nothing else (the user comes from the _app layout). */
    loader:
      (guard: RoleGuard) =>
      async ({ request, context }: LoaderFunctionArgs) => {
        await guard(request, context, area);
        return null;
      },
    /** The splat's loader: the guard first (a 403 wins over a 404), then a plain 404. */
    splatLoader:
      (guard: RoleGuard) =>
      async ({ request, context }: LoaderFunctionArgs): Promise<never> => {
        await guard(request, context, area);
        throw new Response("The page you asked for does not exist.", { status: 404 });
      },
    /** Roles change only through account actions, not through a like or a playlist edit. */
    shouldRevalidate: userLoaderShouldRevalidate,
    /** The area's pages arrive with their own issues; until a path has a page it is a plain 404. */
    Layout: function RoleAreaLayout() {
      return useOutlet() ?? <StatusPage status={404} />;
    },
    /** The splat renders nothing: its loader always throws, and the _app error boundary shows why. */
    Splat: function NotFound() {
      return null;
    },
  };
}
