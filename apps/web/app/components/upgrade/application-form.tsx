// The application form of `/upgrade`: the type (its fee in the user's currency), a category of that type,
// the motivation with its counter, and the evidence links; checked with the same schema as the action,
// fetched on the form's first focus or pointerenter.
// A free type is sent at once; a type with a fee answers `awaiting_payment`, and `onAwaitingPayment`
// hands the application to the Payment modal.
import { useMemo, useState } from "react";
import type { Application, UpgradeOption } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { useFirstUse } from "../../lib/on-first-use-react";
import { openApplicationFor } from "../../lib/upgrade/applications";
import { MOTIVATION_MAX, MOTIVATION_MIN, motivationCount } from "../../lib/upgrade/bounds";
import { UPGRADE_PAGE } from "../../lib/upgrade/paths";
import { ClientDataInput, FormAlert } from "../form";
import { preloadPaymentModal } from "../wallet/payment-modal-slot";
import { LoadingButton } from "../widgets/loading-button";
import { EvidenceLinks } from "./evidence-links";
import { TypeChoice } from "./type-choice";
import { upgradeChecks, useUpgradeForm } from "./use-upgrade-form";

export interface ApplicationFormProps {
  types: readonly UpgradeOption[];
  applications: readonly Application[];
  /** Called with an application whose fee is still to pay (the apply's answer). */
  onAwaitingPayment: (application: Application) => void;
}

export function ApplicationForm(props: ApplicationFormProps) {
  // A new form (empty fields) after each successful apply.
  const [round, setRound] = useState(0);
  return <FormBody key={round} {...props} onSent={() => setRound((r) => r + 1)} />;
}

function FormBody({
  types,
  applications,
  onAwaitingPayment,
  onSent,
}: ApplicationFormProps & { onSent: () => void }) {
  const open = useMemo(
    () => new Set(types.filter((t) => openApplicationFor(applications, t.id)).map((t) => t.id)),
    [types, applications],
  );
  const [typeId, setTypeId] = useState(() => types.find((t) => !open.has(t.id))?.id ?? "");
  const [motivation, setMotivation] = useState("");
  const checks = useFirstUse(upgradeChecks);
  const applyForm = checks.module?.applyForm;
  const schema = useMemo(() => (applyForm ? applyForm(types) : null), [applyForm, types]);
  const form = useUpgradeForm(schema, {
    onDone: (result) => {
      if (result.application?.status === "awaiting_payment") onAwaitingPayment(result.application);
      onSent();
    },
  });
  const type = types.find((t) => t.id === typeId);
  const count = motivationCount(motivation);
  const motivationError = firstError(form.errors, "motivation");
  const categoryError = firstError(form.errors, "user_category_id");
  return (
    <form.fetcher.Form
      method="post"
      action={UPGRADE_PAGE}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={checks.prefetch}
      onPointerEnter={checks.prefetch}
      className="stack upgrade-form"
      aria-label="Apply for an upgrade"
    >
      <FormAlert message={firstError(form.errors, "_")} />
      <ClientDataInput />
      <input type="hidden" name="intent" value="apply" />
      <TypeChoice
        types={types}
        value={typeId}
        onChange={setTypeId}
        open={open}
        error={firstError(form.errors, "user_type_id")}
      />
      <div className="field">
        <label htmlFor="upgrade-category">Category</label>
        <select
          id="upgrade-category"
          name="user_category_id"
          key={typeId}
          defaultValue=""
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={categoryError ? "upgrade-category-error" : undefined}
        >
          <option value="" disabled>
            {type ? `Choose a category of ${type.title}` : "Choose a type first"}
          </option>
          {(type?.categories ?? []).map((c) => (
            <option key={c.id} value={c.id} title={c.description ?? undefined}>
              {c.title}
            </option>
          ))}
        </select>
        {categoryError ? (
          <p className="field__error" id="upgrade-category-error">
            {categoryError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="upgrade-motivation">Why are you applying?</label>
        <textarea
          id="upgrade-motivation"
          name="motivation"
          rows={5}
          maxLength={MOTIVATION_MAX}
          value={motivation}
          onChange={(event) => setMotivation(event.currentTarget.value)}
          aria-invalid={motivationError ? true : undefined}
          aria-describedby={`upgrade-motivation-count${motivationError ? " upgrade-motivation-error" : ""}`}
        />
        <p
          className={`field__hint upgrade-count${count.ok ? "" : " upgrade-count--short"}`}
          id="upgrade-motivation-count"
          aria-live="polite"
        >
          {count.label} characters (at least {MOTIVATION_MIN})
        </p>
        {motivationError ? (
          <p className="field__error" id="upgrade-motivation-error">
            {motivationError}
          </p>
        ) : null}
      </div>
      <EvidenceLinks
        key={typeId}
        errors={form.errors}
        required={type?.needs_evidence ?? false}
        initialCount={type?.needs_evidence ? 1 : 0}
      />
      <div className="row">
        <LoadingButton
          type="submit"
          loadingKey="apply"
          loading={form.busy ? "apply" : null}
          loadingText="Sending..."
          disabled={!type}
          // A type with a fee goes on to the Payment modal: its code comes ahead of the answer.
          onPointerEnter={type && type.fee_cents > 0 ? preloadPaymentModal : undefined}
          onFocus={type && type.fee_cents > 0 ? preloadPaymentModal : undefined}
        >
          {type && type.fee_cents > 0 ? "Continue to payment" : "Send application"}
        </LoadingButton>
      </div>
    </form.fetcher.Form>
  );
}
