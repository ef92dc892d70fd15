// Where a client finds and books studios (issue #36): the studio list, a studio's page with its week of
// free slots, the client's bookings, and one booking's page (opened by its studio's producer too). Studio
// ids are `std_…` and booking ids `apt_…`; studios live under their own `studios/` segment so `list`,
// `booked` and a booking's id never share a URL shape.

const BASE = "/creator-promoter/appointments";

export const APPOINTMENT_PAGES = {
  base: BASE,
  list: `${BASE}/list`,
  booked: `${BASE}/booked`,
  studio: (id: string) => `${BASE}/studios/${encodeURIComponent(id)}`,
  booking: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
  /** The api's calendar file: the browser sends the session cookie to `/api/v1` on the app's own host. */
  ics: (id: string) => `/api/v1/creator/appointments/ics/${encodeURIComponent(id)}`,
} as const;

/** Whether a path is one of the appointments pages (the creator navigation marks its section). */
export function isAppointmentsPath(path: string): boolean {
  return path === BASE || path.startsWith(`${BASE}/`);
}
