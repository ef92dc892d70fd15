// The studio home's two tabs, each its own URL (the back button moves between them, and each loads only
// what it shows): the requests and calendar, and the settings with the weekly hours.
import { STUDIO_APPOINTMENT_PAGES, type StudioView } from "../../../lib/appointments/studio-paths";
import { LinkTabs } from "../../widgets/link-tabs";

export function StudioTabs({ view, pending }: { view: StudioView; pending: number | null }) {
  const tabs = [
    {
      tab: "requests",
      to: STUDIO_APPOINTMENT_PAGES.home,
      label: pending ? `Requests and calendar (${pending} pending)` : "Requests and calendar",
    },
    { tab: "settings", to: STUDIO_APPOINTMENT_PAGES.settings, label: "Settings and hours" },
  ] as const;
  return <LinkTabs label="Studio" tabs={tabs} current={view} className="appt-tabs" />;
}
