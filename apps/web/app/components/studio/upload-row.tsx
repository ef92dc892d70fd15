// One file of the upload flow: its name, its bar (spec §4: 10 + 85 % of the bytes, 95 until processed),
// what is happening in words, the buttons that make sense now, and the short details form once the draft
// track exists (the creator names the track while the bytes travel).
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ActionResult } from "../../lib/api/failure";
import { formatBytes, titleFromFilename } from "../../lib/studio/accept";
import { STUDIO_PAGES } from "../../lib/studio/paths";
import type { TrackOptions } from "../../lib/studio/track-api";
import { parseTrackForm } from "../../lib/studio/track-form";
import { itemActions, itemPercent, itemStatusText, type UploadItem } from "../../lib/studio/upload-item";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { ClientDataInput, FormAlert } from "../form";
import { TrackFields } from "./track-fields";

export interface UploadRowActions {
  pause(key: string): void;
  resume(key: string): void;
  cancel(key: string): void;
  dismiss(key: string): void;
}

export function UploadRow({
  item,
  actions,
  options,
}: {
  item: UploadItem;
  actions: UploadRowActions;
  options: TrackOptions;
}) {
  const [editing, setEditing] = useState(false);
  const can = itemActions(item);
  const percent = itemPercent(item);
  const name = item.fileName;
  return (
    <li className="studio-upload" data-phase={item.phase} aria-label={`Upload of ${name}`}>
      <div className="studio-upload__head">
        <p className="studio-upload__name">
          <strong>{name}</strong> <span className="studio-muted">{formatBytes(item.size)}</span>
        </p>
        <div className="row studio-upload__buttons">
          {can.pause ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => actions.pause(item.key)}
              aria-label={`Pause ${name}`}
            >
              Pause
            </button>
          ) : null}
          {can.resume ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => actions.resume(item.key)}
              aria-label={`Resume ${name}`}
            >
              Resume
            </button>
          ) : null}
          {can.retry ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => actions.resume(item.key)}
              aria-label={`Retry ${name}`}
            >
              Retry
            </button>
          ) : null}
          {can.edit ? (
            <button
              type="button"
              className="button button--ghost"
              aria-expanded={editing}
              onClick={() => setEditing((open) => !open)}
              aria-label={`Edit details of ${name}`}
            >
              {editing ? "Hide details" : "Edit details"}
            </button>
          ) : null}
          {can.cancel ? (
            <button
              type="button"
              className="button button--danger"
              onClick={() => actions.cancel(item.key)}
              aria-label={`Cancel ${name}`}
            >
              Cancel
            </button>
          ) : null}
          {can.dismiss ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => actions.dismiss(item.key)}
              aria-label={`Dismiss ${name}`}
            >
              Dismiss
            </button>
          ) : null}
        </div>
      </div>
      {percent !== null ? (
        <progress className="studio-upload__bar" max={100} value={percent} aria-label={`${name} progress`}>
          {percent} %
        </progress>
      ) : null}
      <p className="studio-upload__status" role="status" data-phase={item.phase}>
        {percent !== null ? `${percent} % · ` : null}
        {itemStatusText(item)}
        {item.phase === "ready" && item.trackId ? (
          <>
            {" · "}
            <Link to={STUDIO_PAGES.track(item.trackId)}>Open the track</Link>
          </>
        ) : null}
      </p>
      {editing && item.trackId ? (
        <UploadDetailsForm
          trackId={item.trackId}
          fileName={name}
          options={options}
          onDone={() => setEditing(false)}
        />
      ) : null}
    </li>
  );
}

/** The short details form, posted to the track page's action (the same schema as the full form). */
function UploadDetailsForm({
  trackId,
  fileName,
  options,
  onDone,
}: {
  trackId: string;
  fileName: string;
  options: TrackOptions;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | undefined>();
  useActionFeedback(fetcher.data);
  const result = fetcher.data;
  const at = result?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer.
  useEffect(() => {
    if (result?.ok) onDone();
  }, [at]);
  const errors = clientErrors ?? (result && !result.ok ? result.fieldErrors : undefined);
  return (
    <fetcher.Form
      method="post"
      action={STUDIO_PAGES.track(trackId)}
      className="studio-upload__form"
      aria-label={`Details of ${fileName}`}
      noValidate
      onSubmit={(event) => {
        const parsed = parseTrackForm(new FormData(event.currentTarget));
        if (!parsed.ok) {
          event.preventDefault();
          setClientErrors(parsed.fieldErrors);
        } else setClientErrors(undefined);
      }}
    >
      <FormAlert message={errors?._?.[0]} />
      <ClientDataInput />
      <input type="hidden" name="intent" value="update" />
      <TrackFields values={{ title: titleFromFilename(fileName) }} options={options} errors={errors} short />
      <div className="row">
        <button type="submit" className="button button--primary" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : "Save details"}
        </button>
        <Link to={STUDIO_PAGES.track(trackId)} className="button button--ghost">
          All details
        </Link>
      </div>
    </fetcher.Form>
  );
}
