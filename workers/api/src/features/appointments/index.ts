// Studio appointments (issue #36): what other features and the composition root may use. The pure rules
// of schedules, slots and calendar files; the booking sellable; the upkeep; the routes.
export { STUDIO_BOOKING_REQUEST_TYPE } from "./booking.service";
export { icsCalendar } from "./ics.rules";
export { appointmentRoutes } from "./routes";
export { studioBookingSellable } from "./sellable";
export {
  type Busy,
  freeSlots,
  occupiedCells,
  refuseBooking,
  type Slot,
  type StudioRules,
} from "./slots.rules";
export { studioRoutes } from "./studio.routes";
export { appointmentsUpkeep } from "./upkeep.service";
export { isIsoDate, isTimeZone } from "./zone-time.rules";
