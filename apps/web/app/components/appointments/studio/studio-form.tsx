// The studio's settings and hours in one form, saved in one `POST /creator/studio/save`: the studio
// (name, city, the address only booked clients see, its time zone), its terms (hourly rate in the
// producer's currency, deposit, session lengths, buffer, notice, horizon, taking bookings or paused),
// the weekly hours and the date overrides. One schema (lib/appointments/studio-form, made for the
// viewer's currency) checks it here before it is posted and again in the action.
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { firstError } from "../../../lib/api/envelope";
import {
  lengthField,
  RATE_SHOWN_FIELD,
  SESSION_LENGTHS,
  studioForm,
} from "../../../lib/appointments/studio-form";
import { editorOverrides, editorWeek } from "../../../lib/appointments/studio-schedule";
import { runtimeZone, zoneChoices } from "../../../lib/appointments/studio-time";
import type { StudioSettings } from "../../../lib/appointments/studio-types";
import { localAmountText } from "../../../lib/money/local-amount";
import { useFetcherForm } from "../../../lib/use-fetcher-form";
import { ClientDataInput, Field, FormAlert } from "../../form";
import { useMoney } from "../../money/money-context";
import { SelectField } from "../../select-field";
import { LoadingButton } from "../../widgets/loading-button";
import { OverridesEditor, WeeklyEditor } from "./schedule-editor";

function Part({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="appt-form__part" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {text ? <p className="studio-muted">{text}</p> : null}
      {children}
    </section>
  );
}

const num = (value: number | undefined, fallback: number) => String(value ?? fallback);

export function StudioForm({ studio, action }: { studio: StudioSettings | null; action: string }) {
  const money = useMoney();
  const schema = useMemo(() => studioForm(money), [money]);
  const form = useFetcherForm(schema);
  const errors = form.errors;
  const [zone, setZone] = useState(studio?.time_zone ?? "");
  // A new studio starts in the browser's zone, known only once hydrated.
  useEffect(() => {
    if (!studio) setZone((z) => z || (runtimeZone() ?? "UTC"));
  }, [studio]);
  const zones = useMemo(() => zoneChoices(zone).map((z) => ({ value: z, label: z })), [zone]);
  const [days, setDays] = useState(() => editorWeek(studio?.weekly ?? []));
  const [overrides, setOverrides] = useState(() => editorOverrides(studio?.overrides ?? []));
  const rate = studio ? localAmountText(studio.hourly_rate, money) : "";
  const lengthsError = firstError(errors, "lengths");
  const lengthsId = useId();
  return (
    <form.fetcher.Form
      method="post"
      action={action}
      noValidate
      className="appt-form"
      aria-label="Studio settings and hours"
      onSubmit={form.onSubmit}
    >
      <FormAlert message={firstError(errors, "_")} />
      <ClientDataInput />
      <input type="hidden" name="intent" value="save" />
      <Part title="Studio">
        <div className="studio-fields">
          <Field name="name" label="Studio name" defaultValue={studio?.name} maxLength={80} errors={errors} />
          <Field name="city" label="City" defaultValue={studio?.city} maxLength={60} errors={errors} />
          <Field
            name="address"
            label="Address"
            defaultValue={studio?.address}
            maxLength={200}
            hint="Shown only to clients once their booking is confirmed."
            errors={errors}
          />
          <SelectField
            name="time_zone"
            label="Time zone"
            options={zones}
            placeholder="Choose the studio's time zone"
            value={zone}
            onChange={(e) => setZone(e.currentTarget.value)}
            hint="Your hours below are in this zone; clients see times in it too."
            errors={errors}
          />
        </div>
      </Part>
      <Part title="Terms" text={`Amounts are in your currency (${money.currency}) and kept in US dollars.`}>
        <div className="studio-fields">
          <Field
            name="hourly_rate"
            label={`Hourly rate (${money.currency})`}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={rate}
            errors={errors}
          />
          {rate ? <input type="hidden" name={RATE_SHOWN_FIELD} value={String(studio?.hourly_rate)} /> : null}
          <Field
            name="deposit_percent"
            label="Deposit (%)"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            defaultValue={num(studio?.deposit_percent, 30)}
            hint="Paid when booking and held until the session is completed; 0 books without paying."
            errors={errors}
          />
          <Field
            name="buffer_minutes"
            label="Buffer between sessions (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            defaultValue={num(studio?.buffer_minutes, 0)}
            errors={errors}
          />
          <Field
            name="min_notice_hours"
            label="Minimum notice (hours)"
            type="number"
            inputMode="numeric"
            min={0}
            max={720}
            defaultValue={num(studio?.min_notice_hours, 0)}
            errors={errors}
          />
          <Field
            name="horizon_days"
            label="Bookable up to (days ahead)"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            defaultValue={num(studio?.horizon_days, 60)}
            errors={errors}
          />
          <SelectField
            name="status"
            label="Bookings"
            options={[
              { value: "1", label: "Taking bookings" },
              { value: "0", label: "Paused (hidden from the studio list)" },
            ]}
            defaultValue={num(studio?.status, 1)}
            errors={errors}
          />
        </div>
        <fieldset className="appt-lengths" aria-describedby={lengthsError ? `${lengthsId}-error` : undefined}>
          <legend>Session lengths offered</legend>
          {SESSION_LENGTHS.map((hours) => (
            <label key={hours} className="appt-check">
              <input
                type="checkbox"
                name={lengthField(hours)}
                value="1"
                defaultChecked={studio ? studio.lengths.includes(hours) : hours === 2}
              />
              {`${hours} h`}
            </label>
          ))}
          {lengthsError ? (
            <p className="field__error" id={`${lengthsId}-error`}>
              {lengthsError}
            </p>
          ) : null}
        </fieldset>
      </Part>
      <Part
        title="Weekly hours"
        text="When clients may book, on the studio's clock. 00:00 as an end is midnight."
      >
        <WeeklyEditor days={days} errors={errors} onChange={setDays} />
      </Part>
      <Part title="Date overrides" text="A date closed, or open with its own hours instead of its weekday's.">
        <OverridesEditor overrides={overrides} errors={errors} onChange={setOverrides} />
      </Part>
      <div className="row">
        <LoadingButton
          type="submit"
          loadingKey="save"
          loading={form.busy ? "save" : null}
          loadingText="Saving..."
          variant="primary"
        >
          {studio ? "Save studio" : "Create studio"}
        </LoadingButton>
      </div>
    </form.fetcher.Form>
  );
}
