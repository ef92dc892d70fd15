// Create and rename forms of the library (fetcher forms posting to the /library action).
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { firstError } from "../../lib/api/envelope";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { LoadingButton } from "../widgets/loading-button";

export interface PlaylistFormProps {
  intent: "create" | "rename";
  playlistId?: string;
  title?: string;
  description?: string | null;
  submitLabel: string;
  onDone?: () => void;
}

export function PlaylistForm({
  intent,
  playlistId,
  title = "",
  description = "",
  submitLabel,
  onDone,
}: PlaylistFormProps) {
  const fetcher = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const result = fetcher.data;
  useActionFeedback(result);
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per successful answer.
  useEffect(() => {
    if (!result?.ok) return;
    if (intent === "create") form.current?.reset();
    onDone?.();
  }, [result]);
  const titleError = firstError(errors, "title");
  return (
    <fetcher.Form method="post" action="/library" ref={form} className="cat-playlist-form" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {playlistId ? <input type="hidden" name="playlist_id" value={playlistId} /> : null}
      <div className="field">
        <label htmlFor={`${id}-title`}>Playlist name</label>
        <input
          id={`${id}-title`}
          name="title"
          defaultValue={title}
          maxLength={100}
          required
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
        />
        {titleError ? (
          <p className="field__error" id={`${id}-title-error`}>
            {titleError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description (optional)</label>
        <input id={`${id}-description`} name="description" defaultValue={description ?? ""} maxLength={500} />
      </div>
      <LoadingButton
        type="submit"
        loadingKey={intent}
        loading={fetcher.state === "idle" ? null : intent}
        loadingText="Saving..."
      >
        {submitLabel}
      </LoadingButton>
    </fetcher.Form>
  );
}
