// The studio's weekly hours (one group per weekday, Monday first) and its date overrides (a date closed
// all day, or open with its own hours instead of its weekday's). Held as state so adding and removing
// ranges keeps what was typed; posted with the settings in the one save (lib/appointments/studio-form).
import type { FieldErrors } from "../../../lib/api/contract";
import { firstError } from "../../../lib/api/envelope";
import {
  type EditorDay,
  type EditorOverride,
  editorKey,
  OVERRIDES_MAX,
  WEEKDAY_NAMES,
  weeklyIndexes,
} from "../../../lib/appointments/studio-schedule";
import { Field } from "../../form";
import { RangeRows } from "./range-rows";

export function WeeklyEditor({
  days,
  errors,
  onChange,
}: {
  days: EditorDay[];
  errors: FieldErrors | undefined;
  onChange: (days: EditorDay[]) => void;
}) {
  const indexes = weeklyIndexes(days);
  const at = (day: EditorDay, i: number) => indexes.get(day.ranges[i]?.key ?? "") ?? 0;
  return (
    <div className="appt-week-editor">
      {firstError(errors, "weekly") ? (
        <p className="field__error" role="alert">
          {firstError(errors, "weekly")}
        </p>
      ) : null}
      {days.map((day) => {
        const name = WEEKDAY_NAMES[day.weekday] ?? "";
        return (
          <fieldset key={day.weekday} className="appt-weekday">
            <legend>{name}</legend>
            <RangeRows
              ranges={day.ranges}
              names={(i) => `weekly.${at(day, i)}`}
              label={name}
              errors={errors}
              extra={(i) => <input type="hidden" name={`weekly.${at(day, i)}.weekday`} value={day.weekday} />}
              onChange={(ranges) =>
                onChange(days.map((d) => (d.weekday === day.weekday ? { ...d, ranges } : d)))
              }
            />
          </fieldset>
        );
      })}
    </div>
  );
}

export function OverridesEditor({
  overrides,
  errors,
  onChange,
}: {
  overrides: EditorOverride[];
  errors: FieldErrors | undefined;
  onChange: (overrides: EditorOverride[]) => void;
}) {
  const update = (key: string, change: Partial<EditorOverride>) =>
    onChange(overrides.map((o) => (o.key === key ? { ...o, ...change } : o)));
  return (
    <div className="appt-overrides">
      {firstError(errors, "overrides") ? (
        <p className="field__error" role="alert">
          {firstError(errors, "overrides")}
        </p>
      ) : null}
      {overrides.length === 0 ? (
        <p className="studio-muted">No date overrides: every date keeps its weekday's hours.</p>
      ) : null}
      {overrides.map((o, i) => {
        const label = o.date || `date ${i + 1}`;
        return (
          <fieldset key={o.key} className="appt-override">
            <legend>{o.date ? `Override for ${o.date}` : "New override"}</legend>
            <div className="appt-override__head">
              <Field
                name={`overrides.${i}.date`}
                label="Date"
                type="date"
                value={o.date}
                onChange={(e) => update(o.key, { date: e.currentTarget.value })}
                errors={errors}
              />
              <label className="appt-check">
                <input
                  type="checkbox"
                  name={`overrides.${i}.closed`}
                  value="1"
                  checked={o.closed}
                  onChange={(e) => update(o.key, { closed: e.currentTarget.checked })}
                />
                Closed all day
              </label>
              <button
                type="button"
                className="button button--ghost studio-danger-text"
                aria-label={`Remove the override for ${label}`}
                onClick={() => onChange(overrides.filter((x) => x.key !== o.key))}
              >
                Remove date
              </button>
            </div>
            {firstError(errors, `overrides.${i}.ranges`) ? (
              <p className="field__error">{firstError(errors, `overrides.${i}.ranges`)}</p>
            ) : null}
            {o.closed ? null : (
              <RangeRows
                ranges={o.ranges}
                names={(j) => `overrides.${i}.ranges.${j}`}
                label={label}
                errors={errors}
                onChange={(ranges) => update(o.key, { ranges })}
              />
            )}
          </fieldset>
        );
      })}
      {overrides.length < OVERRIDES_MAX ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChange([...overrides, { key: editorKey(), date: "", closed: true, ranges: [] }])}
        >
          Add a date
        </button>
      ) : null}
    </div>
  );
}
