// Audit entries as the dashboard and the audit page show them: who did what to which record, and each
// changed field as before → after (the arrow is decoration; screen readers hear "changed from … to …").
import { Link } from "@remix-run/react";
import { actionLabel, auditTime, changeRows, entityLabel } from "../../lib/admin/audit";
import { ADMIN_PAGES } from "../../lib/admin/paths";
import type { AuditEntry } from "../../lib/api/contract";

/** The changed fields of an entry. */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, "changes"> }) {
  const rows = changeRows(entry.changes);
  if (rows.length === 0) return <span className="admin-muted">No field changes</span>;
  return (
    <ul className="admin-changes">
      {rows.map((row) => (
        <li key={row.field}>
          <span className="admin-changes__field">{row.field}</span>
          <span className="visually-hidden"> changed from </span>
          <span className="admin-changes__before">{row.before}</span>
          <span aria-hidden="true" className="admin-changes__arrow">
            {" → "}
          </span>
          <span className="visually-hidden"> to </span>
          <span className="admin-changes__after">{row.after}</span>
        </li>
      ))}
    </ul>
  );
}

/** Where an entry's record is shown, if it has a page. */
export function recordHref(entry: Pick<AuditEntry, "entity" | "entity_id">): string | null {
  if (entry.entity === "user") return ADMIN_PAGES.user(entry.entity_id);
  if (entry.entity === "user_application") return ADMIN_PAGES.application(entry.entity_id);
  return null;
}

/** "Genre gen_12" with a link where the record has a page. */
export function AuditRecord({ entry }: { entry: Pick<AuditEntry, "entity" | "entity_id"> }) {
  const href = recordHref(entry);
  return (
    <span>
      {entityLabel(entry.entity)}{" "}
      {href ? (
        <Link to={href} className="admin-code">
          {entry.entity_id}
        </Link>
      ) : (
        <span className="admin-code">{entry.entity_id}</span>
      )}
    </span>
  );
}

/** The dashboard's latest entries, newest first, with a link to the whole log. */
export function RecentAudit({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <section className="card admin-recent" aria-labelledby="admin-recent-title">
      <div className="admin-recent__head">
        <h2 id="admin-recent-title">Recent changes</h2>
        <Link to={ADMIN_PAGES.audit}>Open the audit log</Link>
      </div>
      {entries.length === 0 ? (
        <p className="admin-muted">No admin changes yet.</p>
      ) : (
        <ol className="admin-recent__list">
          {entries.map((entry) => (
            <li key={entry.id} data-audit-id={entry.id}>
              <p className="admin-recent__line">
                <strong>{entry.actor.name ?? "A closed account"}</strong> · {actionLabel(entry.action)} ·{" "}
                <AuditRecord entry={entry} /> ·{" "}
                <time dateTime={entry.created_at} className="admin-muted">
                  {auditTime(entry.created_at)}
                </time>
              </p>
              <AuditChanges entry={entry} />
              {entry.reason ? <p className="admin-muted">Reason: {entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
