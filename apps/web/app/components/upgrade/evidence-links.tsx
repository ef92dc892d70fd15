// The evidence links of an application: added and removed one by one, each posted as `links.N` so its
// message (the page's or the api's) shows under it.
import { useRef, useState } from "react";
import type { FieldErrors } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { LINK_MAX_LENGTH, LINKS_MAX, linkField } from "../../lib/upgrade/bounds";

export function EvidenceLinks({
  errors,
  required,
  initialCount,
}: {
  errors: FieldErrors | undefined;
  required: boolean;
  initialCount: number;
}) {
  const next = useRef(initialCount);
  const [keys, setKeys] = useState(() => Array.from({ length: initialCount }, (_, i) => i));
  const listError = firstError(errors, "links");
  return (
    <fieldset className="field upgrade-links" aria-describedby="upgrade-links-hint">
      <legend>Links {required ? "(at least one)" : "(optional)"}</legend>
      <p className="field__hint" id="upgrade-links-hint">
        Your socials, releases or shows: full https:// addresses, up to {LINKS_MAX}.
      </p>
      <ul className="list-plain">
        {keys.map((key, index) => {
          const name = linkField(index);
          const error = firstError(errors, name);
          const id = `upgrade-link-${key}`;
          return (
            <li key={key} className="upgrade-links__row">
              <label className="visually-hidden" htmlFor={id}>
                {`Link ${index + 1}`}
              </label>
              <input
                id={id}
                name={name}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={LINK_MAX_LENGTH}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Remove link ${index + 1}`}
                onClick={() => setKeys((list) => list.filter((k) => k !== key))}
              >
                Remove
              </button>
              {error ? (
                <p className="field__error" id={`${id}-error`}>
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {keys.length < LINKS_MAX ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setKeys((list) => [...list, next.current++])}
        >
          Add a link
        </button>
      ) : null}
      {listError ? <p className="field__error">{listError}</p> : null}
    </fieldset>
  );
}
