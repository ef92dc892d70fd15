// The `/upgrade` page and the api calls behind it, named once.
import { ROUTE_PATHS } from "../route-names";

export const UPGRADE_PAGE = ROUTE_PATHS.upgrade;

export const UPGRADE_API = {
  options: "/user/upgrade/options",
  applications: "/user/upgrade/applications",
  apply: "/user/upgrade/apply",
  cancel: (id: string) => `/user/upgrade/cancel/${encodeURIComponent(id)}`,
  comment: (id: string) => `/user/upgrade/comment/${encodeURIComponent(id)}`,
} as const;
