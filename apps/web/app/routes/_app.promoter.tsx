import { roleArea } from "../components/role-area";
import { requireRole } from "../lib/auth.server";

/** Role guard for /promoter/*: without the role, a clear 403 page (the _app error boundary). */
const area = roleArea({ area: "promoter" });
export const loader = area.loader(requireRole);
export const shouldRevalidate = area.shouldRevalidate;
export default area.Layout;
