// The user types on offer, as radio cards: what each grants, its fee in the user's currency (0 = Free),
// and whether it asks for evidence links.
import type { UpgradeOption } from "../../lib/api/contract";
import { Fee } from "./application-parts";

function grants(type: UpgradeOption): string {
  if (type.grants_role === "promoter") return "Promote music: campaigns, evidence and payouts.";
  return `Create as ${type.creator_kind ?? "a creator"}: upload, manage and sell your music.`;
}

export function TypeChoice({
  types,
  value,
  onChange,
  error,
  open,
}: {
  types: readonly UpgradeOption[];
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
  /** Type ids the user already has an open application for (shown, not offered). */
  open: ReadonlySet<string>;
}) {
  return (
    <fieldset className="field upgrade-types" aria-describedby={error ? "upgrade-type-error" : undefined}>
      <legend>What do you want to become?</legend>
      <ul className="list-plain upgrade-types__list">
        {types.map((type) => (
          <li key={type.id}>
            <label className="upgrade-type" data-type={type.title}>
              <input
                type="radio"
                name="user_type_id"
                value={type.id}
                checked={value === type.id}
                disabled={open.has(type.id)}
                onChange={() => onChange(type.id)}
              />
              <span className="upgrade-type__body">
                <span className="upgrade-type__title">{type.title}</span>
                <span className="upgrade-type__fee" data-fee={type.fee_cents}>
                  <Fee cents={type.fee_cents} />
                </span>
                <span className="upgrade-type__text">{grants(type)}</span>
                {type.needs_evidence ? (
                  <span className="upgrade-type__text">Asks for links to your work.</span>
                ) : null}
                {open.has(type.id) ? (
                  <span className="upgrade-type__text">You have an open application for this.</span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="field__error" id="upgrade-type-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
