// The client's appointments pages as tabs: find a studio, and my bookings. Plain links, each its own URL.
import { Link } from "@remix-run/react";
import { APPOINTMENT_PAGES } from "../../lib/appointments/paths";

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
  return (
    <nav className="tabs" aria-label="Studio appointments">
      {TABS.map((t) => (
        <Link
          key={t.tab}
          to={t.to}
          prefetch="intent"
          aria-current={t.tab === current ? (within ? "location" : "page") : undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
