// The user's applications, newest first: the status, the fee, the admin's reason, when a rejected type
// can be applied for again, the comments thread (the user can reply), and, while it is open, paying its
// fee (awaiting payment) or withdrawing it after a confirmation.
import { useState } from "react";
import type { Application } from "../../lib/api/contract";
import { localDate, localDateTime } from "../../lib/local-time";
import { canCancel, canComment, resubmitAfter, upgradeCheckout } from "../../lib/upgrade/applications";
import { UPGRADE_PAGE } from "../../lib/upgrade/paths";
import { preloadPaymentModal } from "../wallet/payment-modal-slot";
import { ConfirmDialog } from "../widgets/dialog";
import { Fee, UserLinks } from "./application-parts";
import { CommentThread } from "./comment-thread";
import { ApplicationStatusBadge } from "./status-badge";
import { useUpgradeForm } from "./use-upgrade-form";

function CancelButton({ application }: { application: Application }) {
  const [asking, setAsking] = useState(false);
  const form = useUpgradeForm(null, { onDone: () => setAsking(false) });
  const refund = application.status === "pending" && application.fee_cents > 0;
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        Cancel application
      </button>
      <ConfirmDialog
        open={asking}
        title="Cancel this application?"
        message={
          refund
            ? `Your ${application.type.title} application will be withdrawn and its fee returned to your wallet.`
            : `Your ${application.type.title} application will be withdrawn.`
        }
        confirmLabel="Cancel application"
        busy={form.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          form.fetcher.submit(
            { intent: "cancel", id: application.id },
            { method: "post", action: UPGRADE_PAGE },
          )
        }
      />
    </>
  );
}

function ApplicationCard({
  application,
  onPay,
}: {
  application: Application;
  onPay: (application: Application) => void;
}) {
  const again = resubmitAfter(application);
  const checkout = upgradeCheckout(application);
  return (
    <li
      className="card upgrade-application"
      data-application={application.id}
      data-status={application.status}
    >
      <div className="upgrade-application__head">
        <h3>
          {application.type.title}
          <span className="ngw-muted"> · {application.category.title}</span>
        </h3>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <dl className="upgrade-facts">
        <div>
          <dt>Fee</dt>
          <dd>
            <Fee cents={application.fee_cents} />
          </dd>
        </div>
        <div>
          <dt>Made</dt>
          <dd>
            <time dateTime={application.created_at}>{localDateTime(application.created_at)}</time>
          </dd>
        </div>
        {application.decided_at ? (
          <div>
            <dt>Decided</dt>
            <dd>
              <time dateTime={application.decided_at}>{localDateTime(application.decided_at)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {application.status === "awaiting_payment" ? (
        <p className="upgrade-note">Pay the fee to send this application to the team.</p>
      ) : null}
      {application.status === "pending" ? (
        <p className="upgrade-note">
          The team is reviewing your application.
          {application.fee_cents > 0 ? " Your fee is held until they decide; a rejection returns it." : ""}
        </p>
      ) : null}
      {application.reason ? (
        <p className="upgrade-reason">
          <strong>Reason:</strong> {application.reason}
        </p>
      ) : null}
      {again ? (
        <p className="upgrade-note" data-resubmit-after={application.resubmit_after}>
          You can apply for {application.type.title} again after {localDate(again)}.
        </p>
      ) : null}
      <details className="upgrade-application__more">
        <summary>Your application</summary>
        <p className="upgrade-motivation">{application.motivation}</p>
        {application.links.length > 0 ? <UserLinks links={application.links} /> : null}
      </details>
      <CommentThread
        applicationId={application.id}
        comments={application.comments}
        action={UPGRADE_PAGE}
        canReply={canComment(application)}
      />
      {checkout || canCancel(application) ? (
        <div className="row">
          {checkout ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => onPay(application)}
              onPointerEnter={preloadPaymentModal}
              onFocus={preloadPaymentModal}
            >
              Pay the fee
            </button>
          ) : null}
          {canCancel(application) ? <CancelButton application={application} /> : null}
        </div>
      ) : null}
    </li>
  );
}

export function MyApplications({
  applications,
  onPay,
}: {
  applications: readonly Application[];
  onPay: (application: Application) => void;
}) {
  if (applications.length === 0) return <p className="ngw-muted">You have not applied yet.</p>;
  return (
    <ul className="list-plain upgrade-applications">
      {applications.map((a) => (
        <ApplicationCard key={a.id} application={a} onPay={onPay} />
      ))}
    </ul>
  );
}
