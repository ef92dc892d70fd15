// Remix's v3_routeConfig: routes come from this file. flatRoutes() keeps the file-name convention of
// app/routes/ (the same route ids, e.g. "routes/_app"), so pages are still added by adding a file there.
import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] }) satisfies RouteConfig;
