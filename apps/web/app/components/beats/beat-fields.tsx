// The beat's own fields (title, BPM, key, genre, mood, tags, description), shared by the "New beat" form
// and the beat page's edit form: labelled inputs that show the first message for their field, the web's
// schema's before posting or the api's 422 after.
import type { FieldErrors, ProducerBeat } from "../../lib/api/contract";
import {
  BPM_MAX,
  BPM_MIN,
  DESCRIPTION_MAX,
  MUSICAL_KEYS,
  TAGS_MAX,
  TITLE_MAX,
} from "../../lib/beats/beat-form";
import type { BeatOptions } from "../../lib/beats/page-data";
import { Field, TextAreaField } from "../form";
import { GenreMoodSelects } from "../lookup-selects";
import { SelectField } from "../select-field";

const KEY_OPTIONS = MUSICAL_KEYS.map((key) => ({ value: key, label: key }));

export function BeatFields({
  beat,
  options,
  errors,
  idPrefix,
}: {
  beat?: ProducerBeat | undefined;
  options: BeatOptions;
  errors: FieldErrors | undefined;
  idPrefix: string;
}) {
  return (
    <div className="studio-fields beat-fields">
      <Field
        id={`${idPrefix}-title`}
        name="title"
        label="Title"
        defaultValue={beat?.title ?? ""}
        required
        maxLength={TITLE_MAX}
        errors={errors}
      />
      <Field
        id={`${idPrefix}-bpm`}
        name="bpm"
        label="BPM"
        inputMode="numeric"
        required
        defaultValue={beat?.bpm ?? ""}
        hint={`${BPM_MIN}–${BPM_MAX}`}
        errors={errors}
      />
      <SelectField
        id={`${idPrefix}-key`}
        name="key"
        label="Key"
        required
        placeholder="Choose a key"
        {...(beat ? { defaultValue: beat.key } : {})}
        options={KEY_OPTIONS}
        errors={errors}
      />
      <GenreMoodSelects idPrefix={idPrefix} options={options} current={beat} errors={errors} />
      <Field
        id={`${idPrefix}-tags`}
        name="tags"
        label="Tags"
        defaultValue={beat?.tags.join(", ") ?? ""}
        hint={`Up to ${TAGS_MAX}, separated by commas, e.g. afrobeats, dark, guitar.`}
        errors={errors}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        name="description"
        label="Description"
        defaultValue={beat?.description ?? ""}
        maxLength={DESCRIPTION_MAX}
        rows={4}
        errors={errors}
      />
    </div>
  );
}
