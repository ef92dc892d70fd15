// The client's bookings page: its state tabs (`?status=`, none: every state) and page, in the URL.
import { readPage } from "../catalogue/query";
import type { BookingQuery, BookingStatus } from "./types";

export const BOOKINGS_PER_PAGE = 10;

export const BOOKING_TABS: readonly { status: BookingStatus | null; label: string }[] = [
  { status: null, label: "All" },
  { status: "pending", label: "Awaiting the studio" },
  { status: "confirmed", label: "Confirmed" },
  { status: "completed", label: "Completed" },
  { status: "cancelled", label: "Cancelled" },
  { status: "declined", label: "Declined" },
];

const STATUSES = new Set(BOOKING_TABS.flatMap((t) => (t.status ? [t.status] : [])));

export interface BookedFilters {
  status: BookingStatus | null;
  page: number;
}

export function readBookedFilters(search: URLSearchParams): BookedFilters {
  const status = search.get("status");
  return {
    status: status && STATUSES.has(status as BookingStatus) ? (status as BookingStatus) : null,
    page: readPage(search, BOOKINGS_PER_PAGE),
  };
}

export function bookedApiQuery(filters: BookedFilters): BookingQuery {
  return {
    role: "client",
    page: String(filters.page),
    per_page: String(BOOKINGS_PER_PAGE),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** The search of a tab at a page ("?" for every state, page 1). */
export function bookedSearch(status: BookingStatus | null, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}
