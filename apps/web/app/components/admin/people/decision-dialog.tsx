// Approve or reject an application after a confirmation: the dialog says what the decision does (the
// role granted and the held fee taken, or the fee returned), asks for the reason (required to reject,
// 5–500 characters; optional to approve) and posts `intent=decide` to the page's action. The toast is
// the api's own answer for that outcome.

import { type ReactNode, useState } from "react";
import { DECISION_REASON_MAX, decisionForm, userDecisionForm } from "../../../lib/admin/people/forms";
import { firstError } from "../../../lib/api/envelope";
import type { ActionResult } from "../../../lib/api/failure";
import { RESUBMIT_AFTER_DAYS } from "../../../lib/upgrade/apply-form";
import { useFetcherForm } from "../../../lib/use-fetcher-form";
import { FormAlert, TextAreaField } from "../../form";
import { Money } from "../../money/money";
import { Dialog, DialogFormActions } from "../../widgets/dialog";

export type Decision = "approve" | "reject";

export interface DecisionButtonsProps {
  /** The route whose action takes `intent=decide`. */
  action: string;
  /** Sent as `application_id` when the action decides for a user (their page), not the application's own. */
  applicationId?: string;
  applicant: string;
  typeTitle: string;
  /** The held fee, when known (the user page's list does not carry it). */
  feeCents?: number;
}

function consequence(decision: Decision, props: DecisionButtonsProps): ReactNode {
  const verb = decision === "approve" ? "is taken" : "goes back to their wallet";
  const fee =
    props.feeCents === undefined ? (
      <> Any held fee {verb}.</>
    ) : props.feeCents > 0 ? (
      <>
        {" "}
        The held fee of <Money cents={props.feeCents} /> {verb}.
      </>
    ) : null;
  const outcome =
    decision === "approve"
      ? `${props.applicant} becomes ${props.typeTitle} at once.`
      : `${props.applicant} is told why, and can apply again in ${RESUBMIT_AFTER_DAYS} days.`;
  return (
    <>
      {outcome}
      {fee}
    </>
  );
}

export function DecisionButtons(props: DecisionButtonsProps) {
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <>
      <div className="row">
        <button type="button" className="button button--primary" onClick={() => setDecision("approve")}>
          Approve
        </button>
        <button type="button" className="button button--danger" onClick={() => setDecision("reject")}>
          Reject
        </button>
      </div>
      <Dialog
        open={decision !== null}
        onClose={() => setDecision(null)}
        title={decision === "reject" ? "Reject this application?" : "Approve this application?"}
      >
        {decision ? <DecisionForm {...props} decision={decision} onDone={() => setDecision(null)} /> : null}
      </Dialog>
    </>
  );
}

export function DecisionForm(props: DecisionButtonsProps & { decision: Decision; onDone: () => void }) {
  const { action, applicationId, decision, onDone } = props;
  const form = useFetcherForm<ActionResult>(applicationId ? userDecisionForm : decisionForm, { onDone });
  return (
    <form.fetcher.Form method="post" action={action} noValidate onSubmit={form.onSubmit}>
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="decision" value={decision} />
      {applicationId ? <input type="hidden" name="application_id" value={applicationId} /> : null}
      <p>{consequence(decision, props)}</p>
      <TextAreaField
        id={`decision-reason-${decision}`}
        name="reason"
        label={decision === "reject" ? "Reason (the applicant sees it)" : "Note (optional)"}
        maxLength={DECISION_REASON_MAX}
        required={decision === "reject"}
        errors={form.errors}
      />
      <FormAlert message={firstError(form.errors, "_")} />
      <DialogFormActions
        onCancel={onDone}
        name="decide"
        busy={form.busy}
        busyText={decision === "reject" ? "Rejecting..." : "Approving..."}
      >
        {decision === "reject" ? "Reject" : "Approve"}
      </DialogFormActions>
    </form.fetcher.Form>
  );
}
