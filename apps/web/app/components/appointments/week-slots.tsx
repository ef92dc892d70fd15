// A studio's free times for one week, in the viewer's zone with the studio's named beside: a heading per
// day and a button per free start. Tab and Enter (or Space) reach and choose any time; the arrow keys move
// up and down a day and across to the next day with times, as in a calendar grid. Below 760 px of box the
// days stack, each day's times wrapping in rows, so nothing scrolls sideways at 360 px.
import { Link } from "@remix-run/react";
import { type KeyboardEvent, useRef } from "react";
import { formatInZone, zoneLabel } from "../../lib/appointments/time";
import type { FreeSlot } from "../../lib/appointments/types";
import { useViewerClock } from "../../lib/appointments/use-viewer-zone";
import { addDays, dayTitle, slotsByDay, weekDays, weekSearch } from "../../lib/appointments/week";

export interface WeekSlotsProps {
  week: string;
  hours: number | null;
  lengths: readonly number[];
  slots: readonly FreeSlot[];
  studioZone: string;
  /** Whether the week before and after may be shown (not before this week, not past the horizon). */
  hasPrev: boolean;
  hasNext: boolean;
  selected: string | null;
  /** Null: the times are shown but cannot be chosen (one's own studio). */
  onSelect: ((slot: FreeSlot) => void) | null;
}

const KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);

/** The time button to focus from `day`/`index` on `key`, in a grid of days of buttons. */
function nextTarget(grid: HTMLElement, day: number, index: number, key: string): HTMLButtonElement | null {
  const columns = [...grid.querySelectorAll<HTMLElement>("[data-day]")].map((col) => [
    ...col.querySelectorAll<HTMLButtonElement>("button[data-slot]"),
  ]);
  const column = columns[day] ?? [];
  if (key === "ArrowDown") return column[index + 1] ?? null;
  if (key === "ArrowUp") return column[index - 1] ?? null;
  if (key === "Home") return column[0] ?? null;
  if (key === "End") return column.at(-1) ?? null;
  const step = key === "ArrowRight" ? 1 : -1;
  for (let d = day + step; d >= 0 && d < columns.length; d += step) {
    const other = columns[d] ?? [];
    if (other.length > 0) return other[Math.min(index, other.length - 1)] ?? null;
  }
  return null;
}

export function WeekSlots(props: WeekSlotsProps) {
  const { week, hours, lengths, slots, studioZone, selected, onSelect } = props;
  const { zone, locale, known } = useViewerClock(studioZone);
  const grid = useRef<HTMLDivElement>(null);
  const days = weekDays(week);
  const byDay = slotsByDay(slots, days, zone, hours);
  const total = [...byDay.values()].reduce((n, list) => n + list.length, 0);
  const otherZone = zone !== studioZone;
  // The zones' names as they are that week (a zone's short name changes with daylight saving).
  const weekStart = new Date(`${week}T12:00:00Z`);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button[data-slot]");
    if (!button || !grid.current || !KEYS.has(event.key)) return;
    const target = nextTarget(
      grid.current,
      Number(button.dataset.col),
      Number(button.dataset.row),
      event.key,
    );
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <section className="appt-week" aria-labelledby="appt-week-title">
      <div className="appt-week__head">
        <h2 id="appt-week-title">
          Free times, {dayTitle(days[0] ?? week, "short", locale)} –{" "}
          {dayTitle(days[6] ?? week, "short", locale)}
        </h2>
        <nav className="row appt-week__nav" aria-label="Weeks">
          {props.hasPrev ? (
            <Link
              className="button button--ghost"
              to={weekSearch(addDays(week, -7), hours)}
              preventScrollReset
            >
              ← Previous week
            </Link>
          ) : null}
          {props.hasNext ? (
            <Link
              className="button button--ghost"
              to={weekSearch(addDays(week, 7), hours)}
              preventScrollReset
            >
              Next week →
            </Link>
          ) : null}
        </nav>
      </div>
      {lengths.length > 1 ? (
        <nav className="row appt-lengths" aria-label="Session length">
          <span className="field__hint">Session length:</span>
          {[...lengths]
            .sort((a, b) => a - b)
            .map((h) => (
              <Link
                key={h}
                className={h === hours ? "button button--primary" : "button button--ghost"}
                to={weekSearch(week, h)}
                aria-current={h === hours ? "true" : undefined}
                preventScrollReset
              >
                {h} hour{h === 1 ? "" : "s"}
              </Link>
            ))}
        </nav>
      ) : null}
      <p className="field__hint appt-zones">
        {known
          ? `Times in your zone, ${zoneLabel(zone, weekStart, locale)} (${zone})${
              otherZone
                ? `; the studio's clock, ${zoneLabel(studioZone, weekStart, locale)} (${studioZone}), is shown on each time`
                : ""
            }.`
          : `Times on the studio's clock, ${zoneLabel(studioZone, weekStart, locale)} (${studioZone}).`}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {total === 0 ? "No free times this week." : `${total} free times this week.`}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys only move focus between the buttons inside. */}
      <div className="appt-week__days" ref={grid} onKeyDown={onKeyDown}>
        {days.map((day, col) => {
          const list = byDay.get(day) ?? [];
          const titleId = `appt-day-${day}`;
          return (
            <div key={day} className="appt-day" data-day={day}>
              <h3 id={titleId} className="appt-day__title">
                {dayTitle(day, "short", locale)}
              </h3>
              {list.length === 0 ? (
                <p className="appt-day__none">No free time</p>
              ) : (
                <ul className="list-plain appt-day__slots" aria-labelledby={titleId}>
                  {list.map((slot, row) => {
                    const time = formatInZone(slot.start, zone, "time", { zoneName: false, locale });
                    const studioTime = formatInZone(slot.start, studioZone, "time", { locale });
                    // Named by its own text (no aria-label, whose words would differ from what is seen): the
                    // time as shown, then the day, length and zone for screen readers only.
                    const said = `, ${dayTitle(day, "long", locale)}, ${slot.hours} hour${slot.hours === 1 ? "" : "s"}, ${zoneLabel(zone, new Date(slot.start), locale)}`;
                    return (
                      <li key={slot.start}>
                        {onSelect ? (
                          <button
                            type="button"
                            className="appt-slot"
                            data-slot={slot.start}
                            data-col={col}
                            data-row={row}
                            aria-pressed={selected === slot.start}
                            onClick={() => onSelect(slot)}
                          >
                            {time}
                            <span className="visually-hidden">{said}</span>
                            {otherZone ? (
                              <span className="appt-slot__studio">
                                <span className="visually-hidden">, studio time </span>
                                {studioTime}
                              </span>
                            ) : null}
                          </button>
                        ) : (
                          <span className="appt-slot appt-slot--view">
                            {time}
                            {otherZone ? <span className="appt-slot__studio">{studioTime}</span> : null}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
