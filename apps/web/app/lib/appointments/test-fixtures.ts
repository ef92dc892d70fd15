// The appointments tests' shared data: a studio in Kampala (UTC+3, no daylight saving) as the list and its
// page show it, free slots, and a booking. Imported by tests only.
import type { Page } from "../api/contract";
import type { Booking, FreeSlot, PublicStudio, StudioSlots, StudioSummary } from "./types";

export const KAMPALA = "Africa/Kampala";

export const WAVE_STUDIO: StudioSummary = {
  id: "std_wave",
  name: "Wave Room",
  city: "Kampala",
  time_zone: KAMPALA,
  hourly_rate: 2_000,
  deposit_percent: 30,
  lengths: [2, 3],
  producer: { id: "usr_kato", name: "Kato Beats" },
  next_free: { start: "2026-12-01T07:00:00.000Z", local_start: "2026-12-01T10:00", hours: 2 },
};

export function publicStudio(extra: Partial<PublicStudio> = {}): PublicStudio {
  const { next_free: _, ...terms } = WAVE_STUDIO;
  return {
    ...terms,
    address: null,
    buffer_minutes: 0,
    min_notice_hours: 12,
    horizon_days: 60,
    weekly: [
      { weekday: 1, start: "09:00", end: "18:00" },
      { weekday: 2, start: "09:00", end: "13:00" },
      { weekday: 2, start: "14:00", end: "20:00" },
    ],
    taking_bookings: true,
    is_mine: false,
    ...extra,
  };
}

export function freeSlot(start: string, hours = 2): FreeSlot {
  return {
    start,
    end: new Date(Date.parse(start) + hours * 3_600_000).toISOString(),
    hours,
    local_start: start.slice(0, 16),
    local_end: start.slice(0, 16),
  };
}

export function studioSlots(slots: FreeSlot[]): StudioSlots {
  return {
    studio_id: WAVE_STUDIO.id,
    time_zone: KAMPALA,
    from: "2026-11-29",
    to: "2026-12-07",
    lengths: [2],
    slots,
  };
}

export function onePage<T>(data: T[], perPage = 10): Page<T> {
  return {
    current_page: 1,
    last_page: 1,
    per_page: perPage,
    total: data.length,
    from: data.length > 0 ? 1 : null,
    to: data.length > 0 ? data.length : null,
    data,
  };
}

export function booking(extra: Partial<Booking> = {}): Booking {
  return {
    id: "apt_01",
    status: "confirmed",
    role: "client",
    studio: { id: WAVE_STUDIO.id, name: WAVE_STUDIO.name, city: "Kampala", address: "Plot 5, Kira Road" },
    client: { id: "usr_amara", name: "Amara Nabirye" },
    producer: WAVE_STUDIO.producer,
    starts_at: "2026-12-01T11:00:00.000Z",
    ends_at: "2026-12-01T13:00:00.000Z",
    time_zone: KAMPALA,
    local_start: "2026-12-01T14:00",
    local_end: "2026-12-01T16:00",
    hours: 2,
    notes: "Vocals for two songs",
    price: 4_000,
    deposit: 1_200,
    fee: 24,
    balance_due: 2_800,
    order_id: "ord_01",
    cancelled_by: null,
    confirmed_at: "2026-11-29T09:00:00.000Z",
    ended_at: null,
    created_at: "2026-11-28T09:00:00.000Z",
    can_confirm: false,
    can_decline: false,
    can_complete: false,
    cancel: { outcome: "refund", refund: 1_224 },
    ...extra,
  };
}
