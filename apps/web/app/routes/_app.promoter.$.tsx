import { roleArea } from "../components/role-area";
import { requireRole } from "../lib/auth.server";

/** Paths under /promoter without a page: the role guard first (403 wins), then a plain 404. */
const area = roleArea({ area: "promoter" });
export const loader = area.splatLoader(requireRole);
export default area.Splat;
