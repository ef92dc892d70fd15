// The track details fields, shared by the track page's form and the short form of an upload in progress:
// labelled inputs that show the first message for their field (the web's schema or the api's 422).
import type { ReactNode } from "react";
import type { CreatorTrack, FieldErrors, LookupRef } from "../../lib/api/contract";
import { tempoHint } from "../../lib/studio/tempo";
import type { TrackOptions } from "../../lib/studio/track-api";
import { BPM_MAX, BPM_MIN, CREDIT_FIELDS, LYRICS_MAX } from "../../lib/studio/track-form";
import { Field, FieldMessages, TextAreaField, useFieldIds } from "../form";
import { LOOKUPS_MISSING } from "../lookup-selects";
import { SelectField } from "../select-field";

type Values = Partial<
  Pick<
    CreatorTrack,
    | "title"
    | "album"
    | "genre"
    | "mood"
    | "origin"
    | "bpm"
    | "measured_bpm"
    | "musical_key"
    | "explicit"
    | "lyrics"
    | "credits"
  >
>;

/** A pick list with "None"; the current value stays listed even when the list could not be loaded. */
function LookupField(props: {
  name: string;
  label: string;
  options: readonly LookupRef[];
  current: LookupRef | null | undefined;
  errors: FieldErrors | undefined;
  hint?: ReactNode;
}) {
  const { current } = props;
  const listed =
    current && !props.options.some((o) => o.id === current.id) ? [current, ...props.options] : props.options;
  return (
    <SelectField
      name={props.name}
      label={props.label}
      defaultValue={current?.id ?? ""}
      placeholder="None"
      options={listed.map((o) => ({ value: o.id, label: o.title }))}
      errors={props.errors}
      hint={props.hint}
    />
  );
}

/** The explicit flag: a hidden "false" first, so an unticked box still says so. */
function ExplicitField({ checked, errors }: { checked: boolean; errors: FieldErrors | undefined }) {
  const { inputId: id, error } = useFieldIds("explicit", errors, undefined, undefined);
  return (
    <div className="field studio-check">
      <input type="hidden" name="explicit" value="false" />
      <input id={id} type="checkbox" name="explicit" value="true" defaultChecked={checked} />
      <label htmlFor={id}>Explicit lyrics</label>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/**
 * The details fields. `short` (an upload in progress) has the essentials; the track page has them all.
 */
export function TrackFields({
  values,
  options,
  errors,
  short = false,
}: {
  values: Values;
  options: TrackOptions;
  errors: FieldErrors | undefined;
  short?: boolean;
}) {
  const lookupHint = (list: readonly LookupRef[]) => (list.length === 0 ? LOOKUPS_MISSING : undefined);
  return (
    <div className="studio-fields">
      <Field
        name="title"
        label="Title"
        defaultValue={values.title ?? ""}
        required
        maxLength={200}
        errors={errors}
      />
      {short ? null : (
        <LookupField
          name="album_id"
          label="Album"
          options={options.albums}
          current={values.album}
          errors={errors}
        />
      )}
      <LookupField
        name="genre_id"
        label="Genre"
        options={options.genres}
        current={values.genre}
        errors={errors}
        hint={lookupHint(options.genres)}
      />
      <LookupField
        name="mood_id"
        label="Mood"
        options={options.moods}
        current={values.mood}
        errors={errors}
        hint={lookupHint(options.moods)}
      />
      {short ? null : (
        <>
          <LookupField
            name="origin_id"
            label="Origin"
            options={options.origins}
            current={values.origin}
            errors={errors}
            hint={lookupHint(options.origins)}
          />
          <Field
            name="bpm"
            label="BPM"
            inputMode="numeric"
            defaultValue={values.bpm ?? ""}
            errors={errors}
            hint={tempoHint(values.bpm, values.measured_bpm) ?? `${BPM_MIN}–${BPM_MAX}`}
          />
          <Field
            name="musical_key"
            label="Key"
            defaultValue={values.musical_key ?? ""}
            errors={errors}
            hint='For example "C#m" or "F major".'
          />
        </>
      )}
      <ExplicitField checked={values.explicit ?? false} errors={errors} />
      {short ? null : (
        <>
          <TextAreaField
            name="lyrics"
            label="Lyrics"
            defaultValue={values.lyrics ?? ""}
            errors={errors}
            maxLength={LYRICS_MAX}
            rows={6}
          />
          <fieldset className="studio-credits">
            <legend>Credits</legend>
            {CREDIT_FIELDS.map((credit) => (
              <TextAreaField
                key={credit.name}
                name={credit.name}
                label={credit.label}
                defaultValue={(values.credits?.[credit.role] ?? []).join("\n")}
                errors={errors}
                hint="One name a line."
                rows={2}
              />
            ))}
          </fieldset>
        </>
      )}
    </div>
  );
}
