// One day's opening ranges in the schedule editor (a weekday or a date override): a From and a To time
// input per range on the half hour, Remove beside each, "Add hours" under them. The inputs are named by
// the api's field paths (`weekly.3.start`), so the page's and the api's messages show beside them.
import type { FieldErrors } from "../../../lib/api/contract";
import { DAY_RANGES_MAX, type EditorRange, nextRange } from "../../../lib/appointments/studio-schedule";
import { Field } from "../../form";

export function RangeRows({
  ranges,
  names,
  label,
  errors,
  onChange,
  extra,
}: {
  ranges: readonly EditorRange[];
  /** The field-path prefix of each range (`weekly.4`, `overrides.0.ranges.1`), by position. */
  names: (at: number) => string;
  /** The day's name, for the buttons' accessible names ("Monday"). */
  label: string;
  errors: FieldErrors | undefined;
  onChange: (ranges: EditorRange[]) => void;
  /** Hidden inputs each range posts besides its times (a weekly range's weekday). */
  extra?: (at: number) => JSX.Element;
}) {
  const set = (key: string, part: "start" | "end", value: string) =>
    onChange(ranges.map((r) => (r.key === key ? { ...r, [part]: value } : r)));
  return (
    <div className="appt-ranges">
      {ranges.length === 0 ? <p className="studio-muted appt-ranges__closed">Closed</p> : null}
      {ranges.map((range, at) => (
        <div className="appt-range" key={range.key}>
          {extra?.(at)}
          <Field
            name={`${names(at)}.start`}
            label="From"
            type="time"
            step={1800}
            value={range.start}
            onChange={(e) => set(range.key, "start", e.currentTarget.value)}
            errors={errors}
          />
          <Field
            name={`${names(at)}.end`}
            label="To"
            type="time"
            step={1800}
            value={range.end}
            onChange={(e) => set(range.key, "end", e.currentTarget.value)}
            errors={errors}
          />
          <button
            type="button"
            className="button button--ghost studio-danger-text appt-range__remove"
            aria-label={`Remove ${label} ${range.start} to ${range.end}`}
            onClick={() => onChange(ranges.filter((r) => r.key !== range.key))}
          >
            Remove
          </button>
        </div>
      ))}
      {ranges.length < DAY_RANGES_MAX ? (
        <button
          type="button"
          className="button button--ghost appt-ranges__add"
          aria-label={`Add hours on ${label}`}
          onClick={() => onChange([...ranges, nextRange(ranges)])}
        >
          Add hours
        </button>
      ) : null}
    </div>
  );
}
