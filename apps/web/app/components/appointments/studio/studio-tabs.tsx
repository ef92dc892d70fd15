// The studio home's two tabs, each its own URL (the back button moves between them, and each loads only
// what it shows): the requests and calendar, and the settings with the weekly hours.
import { Link } from "@remix-run/react";
import { STUDIO_APPOINTMENT_PAGES, type StudioView } from "../../../lib/appointments/studio-paths";

export function StudioTabs({ view, pending }: { view: StudioView; pending: number | null }) {
  return (
    <nav className="tabs appt-tabs" aria-label="Studio">
      <Link to={STUDIO_APPOINTMENT_PAGES.home} aria-current={view === "requests" ? "page" : undefined}>
        {pending ? `Requests and calendar (${pending} pending)` : "Requests and calendar"}
      </Link>
      <Link to={STUDIO_APPOINTMENT_PAGES.settings} aria-current={view === "settings" ? "page" : undefined}>
        Settings and hours
      </Link>
    </nav>
  );
}
