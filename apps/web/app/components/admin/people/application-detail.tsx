// The admin's application page: who applied and for what, their motivation and links (opened with
// rel="noopener noreferrer nofollow ugc": user content), their listening summary, the thread with a
// comment form, the decision while it is pending, and the delete once it is processed.

import { Link, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { PEOPLE_PAGES } from "../../../lib/admin/people/paths";
import type { AdminApplicationDetail } from "../../../lib/api/contract";
import type { ActionResult } from "../../../lib/api/failure";
import { localDateTime } from "../../../lib/local-time";
import { canComment, isOpen } from "../../../lib/upgrade/applications";
import { useFetcherForm } from "../../../lib/use-fetcher-form";
import { Fee, UserLinks } from "../../upgrade/application-parts";
import { CommentThread } from "../../upgrade/comment-thread";
import { ApplicationStatusBadge } from "../../upgrade/status-badge";
import { ConfirmDialog } from "../../widgets/dialog";
import { PageHead } from "../../widgets/page-head";
import { DecisionButtons } from "./decision-dialog";

function DeleteApplication({ id }: { id: string }) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const form = useFetcherForm<ActionResult>(null, { onDone: () => navigate(PEOPLE_PAGES.applications) });
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        Delete application
      </button>
      <ConfirmDialog
        open={asking}
        title="Delete this application?"
        message="The processed application and its thread are removed. The decision stays in the audit log."
        confirmLabel="Delete"
        busy={form.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          form.fetcher.submit({ intent: "delete" }, { method: "post", action: PEOPLE_PAGES.application(id) })
        }
      />
    </>
  );
}

export function ApplicationDetail({ application }: { application: AdminApplicationDetail }) {
  const { applicant, listening } = application;
  const action = PEOPLE_PAGES.application(application.id);
  return (
    <div className="stack stack--wide people-page">
      <PageHead
        title={`${application.type.title} application`}
        text={
          <>
            {applicant.name} · {application.category.title} ·{" "}
            <ApplicationStatusBadge status={application.status} />
          </>
        }
      >
        {isOpen(application) ? null : <DeleteApplication id={application.id} />}
      </PageHead>
      <div className="people-grid">
        <section className="card" aria-labelledby="applicant-title">
          <h2 id="applicant-title">Applicant</h2>
          <dl className="people-facts">
            <dt>Name</dt>
            <dd>
              <Link to={PEOPLE_PAGES.user(applicant.id)}>{applicant.name}</Link>
            </dd>
            <dt>E-mail</dt>
            <dd>{applicant.email}</dd>
            <dt>Country</dt>
            <dd>{applicant.country ?? "—"}</dd>
            <dt>Member since</dt>
            <dd>
              <time dateTime={applicant.created_at}>{localDateTime(applicant.created_at)}</time>
            </dd>
            <dt>Roles</dt>
            <dd>
              {applicant.roles.join(", ")}
              {applicant.creator_kinds.length > 0 ? ` (${applicant.creator_kinds.join(", ")})` : ""}
            </dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="listening-title">
          <h2 id="listening-title">Listening</h2>
          <dl className="people-facts">
            <dt>Plays, last 30 days</dt>
            <dd>{listening.plays_30d}</dd>
            <dt>Plays, all time</dt>
            <dd>{listening.plays_total}</dd>
            <dt>Liked tracks</dt>
            <dd>{listening.liked_tracks}</dd>
            <dt>Playlists</dt>
            <dd>{listening.playlists}</dd>
            <dt>Top genres</dt>
            <dd>
              {listening.top_genres.length === 0
                ? "—"
                : listening.top_genres.map((g) => `${g.title} (${g.plays})`).join(", ")}
            </dd>
          </dl>
        </section>
      </div>
      <section className="card stack" aria-labelledby="application-title">
        <h2 id="application-title">Application</h2>
        <dl className="people-facts">
          <dt>Fee</dt>
          <dd>
            <Fee cents={application.fee_cents} />
          </dd>
          <dt>Made</dt>
          <dd>
            <time dateTime={application.created_at}>{localDateTime(application.created_at)}</time>
          </dd>
          <dt>Submitted</dt>
          <dd>
            {application.submitted_at ? localDateTime(application.submitted_at) : "Not yet (fee unpaid)"}
          </dd>
          {application.decided_at ? (
            <>
              <dt>Decided</dt>
              <dd>
                {localDateTime(application.decided_at)}
                {application.decided_by ? ` by ${application.decided_by.name}` : ""}
              </dd>
            </>
          ) : null}
          {application.reason ? (
            <>
              <dt>Reason</dt>
              <dd>{application.reason}</dd>
            </>
          ) : null}
        </dl>
        <h3>Motivation</h3>
        <p className="upgrade-motivation">{application.motivation}</p>
        <h3>Links</h3>
        {application.links.length === 0 ? (
          <p className="ngw-muted">No links given.</p>
        ) : (
          <UserLinks links={application.links} className="people-links" />
        )}
        {application.status === "pending" ? (
          <DecisionButtons
            action={action}
            applicant={applicant.name}
            typeTitle={application.type.title}
            feeCents={application.fee_cents}
          />
        ) : null}
      </section>
      <section className="card stack" aria-labelledby="thread-title">
        <h2 id="thread-title">Comments</h2>
        <CommentThread
          applicationId={application.id}
          comments={application.comments}
          action={action}
          canReply={canComment(application)}
          adminLabel="Admin"
        />
      </section>
    </div>
  );
}
