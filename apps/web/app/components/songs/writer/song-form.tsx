// The song editor, for a new song (the manager's "New song") and for an edit (the song page): its
// sections one after another, each a titled block. One schema (lib/songs/writer-form, made for the
// viewer's currency) checks it here before it is posted and again in the action; the api's 422 lands on
// the same fields.
import { type ReactNode, useId, useMemo } from "react";
import type { WrittenSong } from "../../../lib/api/contract";
import { firstError } from "../../../lib/api/envelope";
import { songForm } from "../../../lib/songs/writer-form";
import type { SongOptions } from "../../../lib/songs/writer-page-data";
import { ClientDataInput, FormAlert } from "../../form";
import { useMoney } from "../../money/money-context";
import { type StudioResult, useStudioForm } from "../../studio/use-studio-form";
import { LoadingButton } from "../../widgets/loading-button";
import { DemoUpload } from "./demo-upload";
import { PriceFields } from "./price-fields";
import { SongFields } from "./song-fields";
import { WritersEditor } from "./writers-editor";

/** A titled part of the form. */
function FormSection({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="song-form__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {text ? <p className="studio-muted">{text}</p> : null}
      {children}
    </section>
  );
}

/**
 * @example <SongForm intent="create" action={SONGS_PAGES.manager} options={options} submitLabel="Create song" />
 */
export function SongForm({
  song,
  options,
  intent,
  action,
  submitLabel,
  onDone,
  children,
}: {
  /** The stored song, for an edit; none for a new one. */
  song?: WrittenSong;
  options: SongOptions;
  intent: "create" | "update";
  /** The route whose action takes it. */
  action: string;
  submitLabel: string;
  onDone?: (result: StudioResult) => void;
  /** Buttons beside the submit (the new song's Cancel). */
  children?: ReactNode;
}) {
  const money = useMoney();
  const schema = useMemo(() => songForm(money), [money]);
  const form = useStudioForm(schema, onDone ? { onDone } : {});
  const idPrefix = `${intent}-song`;
  return (
    <form.fetcher.Form
      method="post"
      action={action}
      noValidate
      className="song-form"
      aria-label={song ? `Edit ${song.title}` : "New song"}
      onSubmit={form.onSubmit}
      // Keyed by the stored version: after a save, the saved values become the defaults.
      key={song?.updated_at ?? "new"}
    >
      <FormAlert message={firstError(form.errors, "_")} />
      <ClientDataInput />
      <input type="hidden" name="intent" value={intent} />
      <FormSection title="Song">
        <SongFields song={song} options={options} errors={form.errors} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title="Prices"
        text="Buyers bid at least the minimum; approving one bid declines the others. Amounts are in your currency and kept in US dollars."
      >
        <PriceFields song={song} errors={form.errors} idPrefix={idPrefix} />
      </FormSection>
      <FormSection title="Demo">
        <DemoUpload song={song} errors={form.errors} />
      </FormSection>
      <FormSection title="Writers">
        <WritersEditor rights={song?.rights} errors={form.errors} />
      </FormSection>
      <div className="row song-form__actions">
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
