// The `/upgrade` page's path.
import { ROUTE_PATHS } from "../route-names";

export const UPGRADE_PAGE = ROUTE_PATHS.upgrade;
