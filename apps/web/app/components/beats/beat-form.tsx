// The beat form, for a new beat (the manager's "New beat") and for an edit (the beat page): its sections
// one after another, each a titled block of its own, so the audio files and cover can join as a section
// of their own between the details and the licences. One schema (lib/beats/beat-form) checks it here
// before it is posted and again in the action; the api's 422 lands on the same fields.
import type { ReactNode } from "react";
import { useId } from "react";
import type { ProducerBeat } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { beatForm } from "../../lib/beats/beat-form";
import type { BeatOptions } from "../../lib/beats/page-data";
import { tierFormFrom } from "../../lib/beats/tiers";
import { ClientDataInput, FormAlert } from "../form";
import { type StudioResult, useStudioForm } from "../studio/use-studio-form";
import { LoadingButton } from "../widgets/loading-button";
import { BeatFields } from "./beat-fields";
import { BeatFiles } from "./beat-files";
import { TierEditor } from "./tier-editor";

/** A titled part of the form. */
export function FormSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="beat-form__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {text ? <p className="studio-muted">{text}</p> : null}
      {children}
    </section>
  );
}

/**
 * @example <BeatForm intent="create" action={BEATS_PAGES.manager} options={options} onDone={(r) => navigate(BEATS_PAGES.beat(r.id))} />
 */
export function BeatForm({
  beat,
  options,
  intent,
  action,
  submitLabel,
  onDone,
  children,
}: {
  /** The stored beat, for an edit; none for a new one. */
  beat?: ProducerBeat;
  options: BeatOptions;
  intent: "create" | "update";
  /** The route whose action takes it. */
  action: string;
  submitLabel: string;
  onDone?: (result: StudioResult) => void;
  /** Buttons beside the submit (the new beat's Cancel). */
  children?: ReactNode;
}) {
  const form = useStudioForm(beatForm, onDone ? { onDone } : {});
  const idPrefix = `${intent}-beat`;
  return (
    <form.fetcher.Form
      method="post"
      action={action}
      noValidate
      className="beat-form"
      aria-label={beat ? `Edit ${beat.title}` : "New beat"}
      onSubmit={form.onSubmit}
      // Keyed by the stored version: after a save, the saved values become the defaults.
      key={beat?.updated_at ?? "new"}
    >
      <FormAlert message={firstError(form.errors, "_")} />
      <ClientDataInput />
      <input type="hidden" name="intent" value={intent} />
      <FormSection title="Details">
        <BeatFields beat={beat} options={options} errors={form.errors} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title="Files"
        text="The preview is public while the beat is on sale; the other files go to buyers only, as their licence says."
      >
        <BeatFiles beat={beat} errors={form.errors} />
      </FormSection>
      <FormSection
        title="Licences"
        text="Offer the tiers you sell. Each gives the buyer these rights, counted or unlimited, for its term."
      >
        <TierEditor
          initial={tierFormFrom(beat?.licences, options.template)}
          errors={form.errors}
          idPrefix={idPrefix}
        />
        {beat ? null : (
          <div className="beat-check">
            <input id={`${idPrefix}-save-template`} type="checkbox" name="save_template" value="true" />
            <label htmlFor={`${idPrefix}-save-template`}>
              Also make these licences my template for new beats
            </label>
          </div>
        )}
      </FormSection>
      <div className="row beat-form__actions">
        <LoadingButton
          type="submit"
          loadingKey={intent}
          loading={form.busy ? intent : null}
          loadingText="Saving..."
          variant="primary"
        >
          {submitLabel}
        </LoadingButton>
        {children}
      </div>
    </form.fetcher.Form>
  );
}
