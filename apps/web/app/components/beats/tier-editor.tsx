// The licence tier editor: the five tiers, each offered or not, with its price in US dollars and its
// rights, each a count or unlimited (the term: years or perpetual). Uncontrolled inputs posted as
// `tiers.<tier>.<part>` and read by lib/beats/tiers, so the form's schema and the action read the same
// fields; the state here only hides a tier's terms while it is not offered and disables a count that is
// unlimited (without JavaScript everything shows, and the ticked box wins).
import { useState } from "react";
import type { FieldErrors, LicenceTier } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import {
  LICENCE_TIERS,
  RIGHTS,
  TIER_FILES_TEXT,
  TIER_LABELS,
  type TierForm,
  type TierValues,
  tierField,
} from "../../lib/beats/tiers";
import { Field, FieldMessages, useFieldIds } from "../form";

/** A right's count, and the box that makes it unlimited (or the term perpetual). */
function RightField({
  tier,
  right,
  values,
  errors,
  idPrefix,
}: {
  tier: LicenceTier;
  right: (typeof RIGHTS)[number];
  values: TierValues;
  errors: FieldErrors | undefined;
  idPrefix: string;
}) {
  const name = tierField(tier, right.key);
  const [unlimited, setUnlimited] = useState(values.unlimited[right.key]);
  const { inputId, error, describedBy } = useFieldIds(
    name,
    errors,
    undefined,
    `${idPrefix}-${tier}-${right.key}`,
  );
  return (
    <div className="field beat-right">
      <label htmlFor={inputId}>{right.label}</label>
      <div className="beat-right__row">
        <input
          id={inputId}
          name={name}
          inputMode="numeric"
          defaultValue={values.rights[right.key]}
          disabled={unlimited}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label className="beat-check">
          <input
            type="checkbox"
            name={tierField(tier, `${right.key}.unlimited`)}
            value="true"
            checked={unlimited}
            onChange={(event) => setUnlimited(event.currentTarget.checked)}
          />{" "}
          {right.none}
          <span className="visually-hidden">{` (${right.label}, ${TIER_LABELS[tier]})`}</span>
        </label>
      </div>
      <FieldMessages id={inputId} error={error} />
    </div>
  );
}

function TierFieldset({
  tier,
  values,
  errors,
  idPrefix,
}: {
  tier: LicenceTier;
  values: TierValues;
  errors: FieldErrors | undefined;
  idPrefix: string;
}) {
  const [offered, setOffered] = useState(values.offered);
  const offerId = `${idPrefix}-${tier}-offered`;
  return (
    <fieldset className="beat-tier" data-offered={offered || undefined}>
      <legend>
        {TIER_LABELS[tier]} <span className="studio-muted beat-tier__files">{TIER_FILES_TEXT[tier]}</span>
      </legend>
      {/* A hidden "false" first, so an unticked box still says so. */}
      <input type="hidden" name={tierField(tier, "offered")} value="false" />
      <div className="beat-check">
        <input
          id={offerId}
          type="checkbox"
          name={tierField(tier, "offered")}
          value="true"
          checked={offered}
          onChange={(event) => setOffered(event.currentTarget.checked)}
        />
        <label htmlFor={offerId}>{`Offer the ${TIER_LABELS[tier]} licence`}</label>
      </div>
      <div className="beat-tier__terms" hidden={!offered}>
        <Field
          id={`${idPrefix}-${tier}-price`}
          name={tierField(tier, "price")}
          label="Price (US dollars)"
          inputMode="decimal"
          defaultValue={values.price}
          hint="$1 to $100,000. Buyers see it in their own currency."
          errors={errors}
        />
        <div className="beat-tier__rights">
          {RIGHTS.map((right) => (
            <RightField
              key={right.key}
              tier={tier}
              right={right}
              values={values}
              errors={errors}
              idPrefix={idPrefix}
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * @example <TierEditor initial={tierFormFrom(beat?.licences)} errors={form.errors} idPrefix="edit-beat" />
 */
export function TierEditor({
  initial,
  errors,
  idPrefix,
}: {
  initial: TierForm;
  errors: FieldErrors | undefined;
  /** Distinguishes the ids of two forms in one document. */
  idPrefix: string;
}) {
  const whole = firstError(errors, "tiers");
  return (
    <div className="beat-tiers">
      {whole ? (
        <p className="field__error" role="alert">
          {whole}
        </p>
      ) : null}
      {LICENCE_TIERS.map((tier) => (
        <TierFieldset key={tier} tier={tier} values={initial[tier]} errors={errors} idPrefix={idPrefix} />
      ))}
    </div>
  );
}
