// Studio appointments (issue #36): what other features and the composition root may use. The pure rules
// of schedules, slots and calendar files, and the studio's routes; bookings come next.
export { icsCalendar } from "./ics.rules";
export {
  type Busy,
  freeSlots,
  occupiedCells,
  refuseBooking,
  type Slot,
  type StudioRules,
} from "./slots.rules";
export { studioRoutes } from "./studio.routes";
export { isIsoDate, isTimeZone } from "./zone-time.rules";
