// An application's thread between the applicant and the admins: the messages, oldest first, and a reply
// form posted to the page's action (`intent=comment`, the application's `id`). The applicant's page and
// the admin's application page share it. Its check (the comment schema) is fetched on the form's first
// focus or pointerenter.
import { useRef } from "react";
import type { ApplicationComment } from "../../lib/api/contract";
import { localDateTime } from "../../lib/local-time";
import { useFirstUse } from "../../lib/on-first-use-react";
import { COMMENT_MAX } from "../../lib/upgrade/bounds";
import { TextAreaField } from "../form";
import { LoadingButton } from "../widgets/loading-button";
import { upgradeChecks, useUpgradeForm } from "./use-upgrade-form";

export interface CommentThreadProps {
  applicationId: string;
  comments: readonly ApplicationComment[];
  /** The route whose action takes `intent=comment`. */
  action: string;
  /** Whether a reply can be written (not on a withdrawn application). */
  canReply: boolean;
  /** How an admin's message is labelled to this reader. */
  adminLabel?: string;
}

export function CommentThread({
  applicationId,
  comments,
  action,
  canReply,
  adminLabel = "Ngoma team",
}: CommentThreadProps) {
  const ref = useRef<HTMLFormElement>(null);
  const checks = useFirstUse(upgradeChecks);
  const form = useUpgradeForm(checks.module?.commentForm ?? null, { onDone: () => ref.current?.reset() });
  return (
    <section className="upgrade-thread" aria-label="Comments">
      {comments.length === 0 ? (
        <p className="ngw-muted">No comments yet.</p>
      ) : (
        <ol className="list-plain upgrade-thread__list">
          {comments.map((c) => (
            <li key={c.id} className={`upgrade-comment${c.author.is_admin ? " upgrade-comment--admin" : ""}`}>
              <p className="upgrade-comment__meta">
                <strong>{c.author.name}</strong>
                {c.author.is_admin ? <span className="badge">{adminLabel}</span> : null}{" "}
                <time dateTime={c.created_at}>{localDateTime(c.created_at)}</time>
              </p>
              <p className="upgrade-comment__body">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canReply ? (
        <form.fetcher.Form
          ref={ref}
          method="post"
          action={action}
          noValidate
          onSubmit={form.onSubmit}
          onFocus={checks.prefetch}
          onPointerEnter={checks.prefetch}
          className="upgrade-thread__form"
        >
          <input type="hidden" name="intent" value="comment" />
          <input type="hidden" name="id" value={applicationId} />
          <TextAreaField
            id={`comment-${applicationId}`}
            name="body"
            label="Write a comment"
            rows={2}
            maxLength={COMMENT_MAX}
            errors={form.errors}
          />
          <LoadingButton
            type="submit"
            loadingKey="comment"
            loading={form.busy ? "comment" : null}
            loadingText="Sending..."
            variant="secondary"
          >
            Send comment
          </LoadingButton>
        </form.fetcher.Form>
      ) : null}
    </section>
  );
}
