// The client's appointments pages as tabs: find a studio, and my bookings. Plain links, each its own URL.
import { APPOINTMENT_PAGES } from "../../lib/appointments/paths";
import { LinkTabs } from "../widgets/link-tabs";

export type AppointmentsTab = "studios" | "booked";

const TABS: readonly { tab: AppointmentsTab; to: string; label: string }[] = [
  { tab: "studios", to: APPOINTMENT_PAGES.list, label: "Find a studio" },
  { tab: "booked", to: APPOINTMENT_PAGES.booked, label: "My bookings" },
];

/** `within`: the page is one of the tab's items (a studio under the list, a booking under my bookings). */
export function AppointmentsTabs({
  current,
  within = false,
}: {
  current: AppointmentsTab | null;
  within?: boolean;
}) {
  return <LinkTabs label="Studio appointments" tabs={TABS} current={current} within={within} />;
}
