import { redirect } from "@remix-run/cloudflare";
import { APPOINTMENT_PAGES } from "../lib/appointments/paths";

/** `/creator-promoter/appointments` itself has no page of its own: the studio list is where booking starts. */
export function loader() {
  return redirect(APPOINTMENT_PAGES.list);
}
