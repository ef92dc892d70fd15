// The studio's next free start times for the coming week, as clients see them when they book (the api's
// slots: the weekly hours and overrides, less the bookings, the buffer, the notice and the horizon), in
// the studio's zone. A preview for the producer: it shows what the saved schedule offers.
import { useId } from "react";
import { dayLabel, zoneShortName } from "../../../lib/appointments/studio-time";
import type { FreeSlot, StudioSlots } from "../../../lib/appointments/studio-types";

/** How many start times a day shows before "and N more". */
const PER_DAY = 12;

/** The slots by the studio's date, each start once with the lengths it offers. */
export function startsByDay(
  slots: readonly FreeSlot[],
): { date: string; starts: { time: string; start: string; hours: number[] }[] }[] {
  const days = new Map<string, Map<string, { time: string; start: string; hours: number[] }>>();
  for (const slot of slots) {
    const [date = "", time = ""] = slot.local_start.split("T");
    const day = days.get(date) ?? new Map();
    const entry = day.get(time) ?? { time, start: slot.start, hours: [] };
    entry.hours.push(slot.hours);
    day.set(time, entry);
    days.set(date, day);
  }
  return [...days.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([date, starts]) => ({
      date,
      starts: [...starts.values()].sort((a, b) => a.time.localeCompare(b.time)),
    }));
}

export function SlotsPreview({ slots }: { slots: StudioSlots | null }) {
  const id = useId();
  if (!slots)
    return (
      <p className="studio-muted">The free slots could not be read just now; reload the page to try again.</p>
    );
  const days = startsByDay(slots.slots);
  const zone = slots.slots[0] ? zoneShortName(slots.slots[0].start, slots.time_zone) : slots.time_zone;
  return (
    <div className="stack">
      <p className="studio-muted" id={id}>
        {`From ${dayLabel(slots.from)} to ${dayLabel(slots.to)}, in the studio's time (${slots.time_zone}, ${zone}). Sessions of ${slots.lengths.join(", ")} h.`}
      </p>
      {days.length === 0 ? (
        <p>
          No free slots this week: add weekly hours, check the minimum notice, or see whether the studio is
          paused.
        </p>
      ) : (
        <ul className="appt-slots" aria-describedby={id}>
          {days.map((day) => (
            <li key={day.date} className="appt-slots__day">
              <strong>{dayLabel(day.date)}</strong>
              <span>
                {day.starts
                  .slice(0, PER_DAY)
                  .map((s) => `${s.time} (${s.hours.join("/")} h)`)
                  .join(", ")}
                {day.starts.length > PER_DAY ? ` and ${day.starts.length - PER_DAY} more` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
