// Studio appointments (issue #36): what other features may use. So far the pure rules of schedules,
// slots and calendar files; the booking service and its routes come with the rest of the issue.
export { icsCalendar } from "./ics.rules";
export {
  type Busy,
  freeSlots,
  occupiedCells,
  refuseBooking,
  type Slot,
  type StudioRules,
} from "./slots.rules";
export { isIsoDate, isTimeZone } from "./zone-time.rules";
