// The editor's writers and their splits: the owner's own row first ("You"), the stored co-writers by name
// with their consent, and new ones by e-mail or Ngoma user id; each with a whole-percent split. The
// running total is said as it changes, and the form's schema (lib/songs/writer-rows) refuses to send
// splits that do not add up to 100. Rows post as `writers.<n>.<part>`, renumbered when one is removed.
import { useEffect, useId, useRef, useState } from "react";
import type { FieldErrors, SongRights } from "../../../lib/api/contract";
import { firstError } from "../../../lib/api/envelope";
import {
  splitTotal,
  WRITERS_MAX,
  type WriterRow,
  writerField,
  writerRowsFrom,
} from "../../../lib/songs/writer-rows";
import { Field } from "../../form";
import { ConsentBadge } from "./song-badges";

type KeyedRow = WriterRow & { key: number };

function SplitField({
  index,
  label,
  value,
  onChange,
  errors,
}: {
  index: number;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors | undefined;
}) {
  return (
    <Field
      name={writerField(index, "split")}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      errors={errors}
    />
  );
}

export function WritersEditor({
  rights,
  errors,
}: {
  /** A stored song's writers with their consent; none for a new song. */
  rights?: SongRights | undefined;
  errors: FieldErrors | undefined;
}) {
  const next = useRef(0);
  const keyed = (row: WriterRow): KeyedRow => ({ ...row, key: next.current++ });
  const [rows, setRows] = useState<KeyedRow[]>(() => writerRowsFrom(rights?.writers).map(keyed));
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const totalId = useId();
  const total = splitTotal(rows.map((r) => r.split));
  const whole = firstError(errors, "writers");

  // A new row's field takes focus, so typing goes on there.
  useEffect(() => {
    if (focusKey === null) return;
    list.current?.querySelector<HTMLInputElement>(`[data-row="${focusKey}"] input`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const update = (key: number, patch: Partial<WriterRow>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () => {
    const row = keyed({ owner: false, user_id: "", who: "", split: "" });
    setRows((current) => [...current, row]);
    setFocusKey(row.key);
  };
  const remove = (key: number) => {
    setRows((current) => current.filter((r) => r.key !== key));
    addButton.current?.focus();
  };
  const consentOf = (userId: string, owner: boolean) =>
    rights?.writers.find((w) => (owner ? w.is_owner : w.user_id === userId))?.consent;

  return (
    <fieldset className="song-writers" aria-describedby={totalId}>
      <legend>Writers and splits</legend>
      <p className="studio-muted">
        Every co-writer needs a Ngoma account; each is asked to accept their split, and the song is sold only
        once all have. Changing the writers or splits asks them all again.
      </p>
      {whole ? (
        <p className="field__error" role="alert">
          {whole}
        </p>
      ) : null}
      <div ref={list} className="stack">
        {rows.map((row, index) => {
          const consent = consentOf(row.user_id, row.owner);
          const name = row.owner ? "You" : row.name;
          const rowError =
            row.owner || row.user_id ? firstError(errors, writerField(index, "who")) : undefined;
          return (
            <div key={row.key} className="song-writer" data-row={row.key} data-owner={row.owner || undefined}>
              {row.owner ? <input type="hidden" name={writerField(index, "owner")} value="true" /> : null}
              {row.user_id ? (
                <input type="hidden" name={writerField(index, "user_id")} value={row.user_id} />
              ) : null}
              {name ? (
                <div className="song-writer__name">
                  <strong>{name}</strong>
                  {consent ? <ConsentBadge consent={consent} /> : null}
                  {rowError ? <span className="field__error">{rowError}</span> : null}
                </div>
              ) : (
                <Field
                  name={writerField(index, "who")}
                  label={`Co-writer ${index + 1}: e-mail or user id`}
                  autoComplete="off"
                  maxLength={254}
                  value={row.who}
                  onChange={(event) => update(row.key, { who: event.currentTarget.value })}
                  errors={errors}
                />
              )}
              <SplitField
                index={index}
                label={row.owner ? "Your split (%)" : `Split of ${name ?? `co-writer ${index + 1}`} (%)`}
                value={row.split}
                onChange={(split) => update(row.key, { split })}
                errors={errors}
              />
              {row.owner ? (
                <span />
              ) : (
                <button
                  type="button"
                  className="button button--ghost studio-danger-text"
                  onClick={() => remove(row.key)}
                  aria-label={`Remove ${name ?? `co-writer ${index + 1}`}`}
                >
                  Remove
                </button>
              )}
            </div>
          );
        })}
      </div>
      <p id={totalId} className="song-writers__total" data-ok={String(total === 100)} aria-live="polite">
        {total === 100 ? "Total: 100%." : `Total: ${total}%. The splits must add up to 100%.`}
      </p>
      <div className="row">
        <button
          ref={addButton}
          type="button"
          className="button button--ghost"
          onClick={add}
          disabled={rows.length >= WRITERS_MAX}
        >
          Add a co-writer
        </button>
        {rows.length >= WRITERS_MAX ? (
          <span className="studio-muted">{`A song has at most ${WRITERS_MAX} writers.`}</span>
        ) : null}
      </div>
      {rights && rights.reasons.length > 0 ? (
        <ul className="song-reasons" aria-label="Why the song cannot be sold yet">
          {rights.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
