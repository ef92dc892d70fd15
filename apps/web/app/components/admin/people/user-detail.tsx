// The admin's user page: profile, roles, sessions, the wallet (read only, in the admin's currency), the
// applications (the pending one decided here), and the recent activity; edit, suspend or reactivate, and
// delete above them.
import { Link } from "@remix-run/react";
import { PEOPLE_PAGES } from "../../../lib/admin/people/paths";
import type { AdminUserDetail } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { Money } from "../../money/money";
import { ApplicationStatusBadge } from "../../upgrade/status-badge";
import { PageHead } from "../../widgets/page-head";
import { DecisionButtons } from "./decision-dialog";
import { DeleteUserButton } from "./user-delete";
import { EditUserButton } from "./user-edit";
import { UserStatusButton } from "./user-status";

const ACTIVITY_LABELS: Record<AdminUserDetail["activity"][number]["kind"], string> = {
  sign_in: "Sign-in",
  play: "Play",
  admin: "Admin",
};

export function RoleBadges({ user }: { user: Pick<AdminUserDetail, "roles" | "creator_kinds"> }) {
  return (
    <span className="people-roles">
      {user.roles.map((role) => (
        <span key={role} className="badge" data-role={role}>
          {role === "creator" && user.creator_kinds.length > 0
            ? `creator (${user.creator_kinds.join(", ")})`
            : role}
        </span>
      ))}
    </span>
  );
}

export function UserStatusBadge({ user }: { user: Pick<AdminUserDetail, "status" | "closed"> }) {
  if (user.closed)
    return (
      <span className="badge" data-user-status="closed">
        Closed
      </span>
    );
  return user.status === 1 ? (
    <span className="badge badge--ok" data-user-status="active">
      Active
    </span>
  ) : (
    <span className="badge upgrade-badge--bad" data-user-status="suspended">
      Suspended
    </span>
  );
}

export function UserDetail({ user }: { user: AdminUserDetail }) {
  const action = PEOPLE_PAGES.user(user.id);
  return (
    <div className="stack stack--wide people-page">
      <PageHead
        title={user.name}
        text={
          <>
            {user.email} · <UserStatusBadge user={user} />
          </>
        }
      >
        {user.closed ? null : (
          <>
            <EditUserButton user={user} action={action} />
            <UserStatusButton user={user} action={action} />
            <DeleteUserButton user={user} action={action} />
          </>
        )}
      </PageHead>
      <div className="people-grid">
        <section className="card" aria-labelledby="profile-title">
          <h2 id="profile-title">Profile</h2>
          <dl className="people-facts">
            <dt>E-mail</dt>
            <dd>
              {user.email} {user.email_verified ? "(verified)" : "(not verified)"}
            </dd>
            <dt>Phone</dt>
            <dd>{user.phone ?? "—"}</dd>
            <dt>Country</dt>
            <dd>{user.country ?? "—"}</dd>
            <dt>Member since</dt>
            <dd>
              <time dateTime={user.created_at}>{localDateTime(user.created_at)}</time>
            </dd>
            <dt>Roles</dt>
            <dd>
              <RoleBadges user={user} />
            </dd>
            <dt>Active sessions</dt>
            <dd data-figure="sessions">{user.sessions.active}</dd>
            {user.bio ? (
              <>
                <dt>Bio</dt>
                <dd>{user.bio}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="card" aria-labelledby="wallet-title">
          <h2 id="wallet-title">Wallet</h2>
          <dl className="people-facts">
            <dt>Balance</dt>
            <dd data-figure="balance">
              <Money cents={user.wallet.balance_cents} />
            </dd>
            <dt>Held</dt>
            <dd data-figure="held">
              <Money cents={user.wallet.held_cents} />
            </dd>
          </dl>
        </section>
      </div>
      <section className="card stack" aria-labelledby="applications-title">
        <h2 id="applications-title">Applications</h2>
        {user.applications.length === 0 ? (
          <p className="ngw-muted">No applications.</p>
        ) : (
          <ul className="list-plain">
            {user.applications.map((a) => (
              <li key={a.id} className="stack" data-application={a.id}>
                <div className="row">
                  <Link to={PEOPLE_PAGES.application(a.id)}>{a.type.title}</Link>
                  <ApplicationStatusBadge status={a.status} />
                  <time dateTime={a.created_at}>{localDateTime(a.created_at)}</time>
                </div>
                {a.status === "pending" ? (
                  <DecisionButtons
                    action={action}
                    applicationId={a.id}
                    applicant={user.name}
                    typeTitle={a.type.title}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card stack" aria-labelledby="activity-title">
        <h2 id="activity-title">Recent activity</h2>
        {user.activity.length === 0 ? (
          <p className="ngw-muted">Nothing yet.</p>
        ) : (
          <ol className="list-plain people-activity">
            {user.activity.map((event) => (
              <li key={`${event.at}-${event.kind}-${event.summary}`}>
                <span className="badge">{ACTIVITY_LABELS[event.kind]}</span>{" "}
                <time dateTime={event.at}>{localDateTime(event.at)}</time> {event.summary}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
