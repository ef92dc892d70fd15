// A producer's studio in Kampala (UTC+3, no daylight saving) and its bookings, for the studio pages'
// tests: the api's shapes (lib/appointments/studio-types), so a renamed field fails their typecheck.
import type { Page } from "../api/contract";
import type { StudioBooking, StudioSettings, StudioSlots } from "./studio-types";

export const STUDIO: StudioSettings = {
  id: "std_kato",
  name: "Kato Sound",
  city: "Kampala",
  address: "Plot 4, Kira Road",
  time_zone: "Africa/Kampala",
  hourly_rate: 2500,
  deposit_percent: 30,
  lengths: [2, 3],
  buffer_minutes: 30,
  min_notice_hours: 12,
  horizon_days: 60,
  status: 1,
  weekly: [
    { weekday: 1, start: "10:00", end: "13:00" },
    { weekday: 1, start: "14:00", end: "24:00" },
    { weekday: 6, start: "12:00", end: "18:00" },
  ],
  overrides: [{ date: "2026-12-25", ranges: [] }],
  created_at: "2026-11-01T08:00:00.000Z",
  updated_at: "2026-11-20T08:00:00.000Z",
};

/** A pending request: Tue 1 Dec 2026, 14:00–17:00 in Kampala (11:00–14:00 UTC), 3 h at $25/h, 30 %. */
export const PENDING: StudioBooking = {
  id: "bkg_pending",
  status: "pending",
  role: "studio",
  studio: { id: STUDIO.id, name: STUDIO.name, city: STUDIO.city, address: STUDIO.address },
  client: { id: "usr_amani", name: "Amani" },
  producer: { id: "usr_kato", name: "Kato" },
  starts_at: "2026-12-01T11:00:00.000Z",
  ends_at: "2026-12-01T14:00:00.000Z",
  time_zone: "Africa/Kampala",
  local_start: "2026-12-01T14:00",
  local_end: "2026-12-01T17:00",
  hours: 3,
  notes: "Vocals for two songs.",
  price: 7500,
  deposit: 2250,
  fee: 45,
  balance_due: 5250,
  order_id: "ord_1",
  cancelled_by: null,
  confirmed_at: null,
  ended_at: null,
  created_at: "2026-11-28T09:00:00.000Z",
  can_confirm: true,
  can_decline: true,
  can_complete: false,
  cancel: { outcome: "refund", refund: 2295 },
};

/** A confirmed session on Thu 3 Dec 2026, 10:00–12:00 Kampala. */
export const CONFIRMED: StudioBooking = {
  ...PENDING,
  id: "bkg_confirmed",
  status: "confirmed",
  client: { id: "usr_zawadi", name: "Zawadi" },
  starts_at: "2026-12-03T07:00:00.000Z",
  ends_at: "2026-12-03T09:00:00.000Z",
  local_start: "2026-12-03T10:00",
  local_end: "2026-12-03T12:00",
  hours: 2,
  notes: null,
  price: 5000,
  deposit: 1500,
  fee: 30,
  balance_due: 3500,
  confirmed_at: "2026-11-28T10:00:00.000Z",
  can_confirm: false,
  can_decline: false,
  cancel: { outcome: "refund", refund: 1530 },
};

/** A confirmed session that ended on Fri 27 Nov 2026: the producer may mark it completed. */
export const ENDED: StudioBooking = {
  ...CONFIRMED,
  id: "bkg_ended",
  client: { id: "usr_juma", name: "Juma" },
  starts_at: "2026-11-27T12:00:00.000Z",
  ends_at: "2026-11-27T14:00:00.000Z",
  local_start: "2026-11-27T15:00",
  local_end: "2026-11-27T17:00",
  can_complete: true,
  cancel: null,
};

export const SLOTS: StudioSlots = {
  studio_id: STUDIO.id,
  time_zone: STUDIO.time_zone,
  from: "2026-11-29",
  to: "2026-12-05",
  lengths: [2, 3],
  slots: [
    {
      start: "2026-11-30T07:00:00.000Z",
      end: "2026-11-30T09:00:00.000Z",
      hours: 2,
      local_start: "2026-11-30T10:00",
      local_end: "2026-11-30T12:00",
    },
    {
      start: "2026-11-30T07:00:00.000Z",
      end: "2026-11-30T10:00:00.000Z",
      hours: 3,
      local_start: "2026-11-30T10:00",
      local_end: "2026-11-30T13:00",
    },
    {
      start: "2026-11-30T11:00:00.000Z",
      end: "2026-11-30T13:00:00.000Z",
      hours: 2,
      local_start: "2026-11-30T14:00",
      local_end: "2026-11-30T16:00",
    },
  ],
};

export function pageOf<T>(data: T[], total = data.length): Page<T> {
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 50,
    total,
    from: data.length ? 1 : null,
    to: data.length || null,
  };
}
