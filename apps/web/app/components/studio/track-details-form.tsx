// The track page's details form: every field, publication and visibility, posted to the page's action.
// The same schema checks it here first (messages on the fields at once) and again in the action; the
// api's 422 lands on the same fields.
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { CreatorTrack, FieldErrors } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import type { TrackOptions } from "../../lib/studio/track-api";
import { parseTrackForm } from "../../lib/studio/track-form";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { ClientDataInput, FormAlert, SubmitButton } from "../form";
import { TrackFields } from "./track-fields";

function Choice({
  name,
  legend,
  value,
  options,
  errors,
}: {
  name: string;
  legend: string;
  value: string;
  options: readonly { value: string; label: string }[];
  errors: FieldErrors | undefined;
}) {
  const error = errors?.[name]?.[0];
  return (
    <fieldset className="field studio-choice" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="studio-choice__option">
          <input type="radio" name={name} value={o.value} defaultChecked={value === o.value} /> {o.label}
        </label>
      ))}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function TrackDetailsForm({ track, options }: { track: CreatorTrack; options: TrackOptions }) {
  const result = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  useActionFeedback(result);
  const serverErrors = result && !result.ok && result.intent === "update" ? result.fieldErrors : undefined;
  // A new submission clears the web's own messages; the answer then brings the api's.
  const errors = clientErrors ?? (navigation.state === "idle" ? serverErrors : undefined);
  return (
    <Form
      method="post"
      noValidate
      className="card studio-track-form"
      aria-label="Track details"
      // Keyed by the stored version, so saved values become the defaults after the reload.
      key={track.updated_at}
      onSubmit={(event) => {
        const parsed = parseTrackForm(new FormData(event.currentTarget));
        if (parsed.ok) setClientErrors(undefined);
        else {
          event.preventDefault();
          setClientErrors(parsed.fieldErrors);
        }
      }}
    >
      <FormAlert message={errors?._?.[0]} />
      <ClientDataInput />
      <TrackFields values={track} options={options} errors={errors} />
      <div className="studio-grid">
        <Choice
          name="publication"
          legend="Publication"
          value={track.publication}
          errors={errors}
          options={[
            { value: "draft", label: "Draft" },
            { value: "published", label: "Published" },
          ]}
        />
        <Choice
          name="visibility"
          legend="Visibility"
          value={track.visibility}
          errors={errors}
          options={[
            { value: "public", label: "Public" },
            { value: "private", label: "Private" },
          ]}
        />
      </div>
      {track.processing !== "ready" ? (
        <p className="field__hint">Only a track whose audio is ready can be published.</p>
      ) : null}
      <SubmitButton intent="update" loadingText="Saving..." block={false}>
        Save details
      </SubmitButton>
    </Form>
  );
}
