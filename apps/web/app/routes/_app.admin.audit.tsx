import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { AdminFilters, FilterSelect } from "../components/admin/admin-filters";
import { AdminTable } from "../components/admin/admin-table";
import { AuditChanges, AuditRecord } from "../components/admin/audit-parts";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_SPEC, actionLabel, auditTime } from "../lib/admin/audit";
import { ADMIN_PAGES } from "../lib/admin/paths";
import { loadTablePage } from "../lib/admin/table-page.server";
import { type TableState, tableSearch } from "../lib/admin/table-state";
import type { AuditEntry } from "../lib/api/contract";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Audit log");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadTablePage(context, request, "GET /admin/audit", AUDIT_SPEC);
}

const PATH = ADMIN_PAGES.audit;

/** The columns; an admin's name filters the log to what they did. */
const columnsFor = (state: TableState): ColumnDef<AuditEntry>[] => [
  {
    id: "created_at",
    header: "When",
    meta: { className: "admin-num" },
    cell: ({ row }) => <time dateTime={row.original.created_at}>{auditTime(row.original.created_at)}</time>,
  },
  {
    id: "actor",
    header: "Who",
    cell: ({ row }) => (
      <div>
        <Link
          className="admin-strong"
          to={`${PATH}${tableSearch(state, AUDIT_SPEC, { filters: { actor_id: row.original.actor.id } })}`}
          aria-label={`Show only changes by ${row.original.actor.name ?? "A closed account"}`}
        >
          {row.original.actor.name ?? "A closed account"}
        </Link>
        <span className="admin-muted admin-block admin-code">{row.original.actor.id}</span>
      </div>
    ),
  },
  { id: "action", header: "Action", cell: ({ row }) => actionLabel(row.original.action) },
  { id: "record", header: "Record", cell: ({ row }) => <AuditRecord entry={row.original} /> },
  {
    id: "changes",
    header: "Changes (before → after)",
    cell: ({ row }) => (
      <div>
        <AuditChanges entry={row.original} />
        {row.original.reason ? <p className="admin-muted">Reason: {row.original.reason}</p> : null}
      </div>
    ),
  },
  {
    id: "ip",
    header: "IP",
    meta: { className: "admin-col-wide admin-code" },
    cell: ({ row }) => row.original.ip ?? "—",
  },
];

function TextFilter({
  name,
  label,
  value,
  type = "text",
}: {
  name: string;
  label: string;
  value: string;
  type?: string;
}) {
  const id = `${name}-${useId()}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} defaultValue={value} maxLength={64} autoComplete="off" />
    </div>
  );
}

export default function AdminAudit() {
  const data = useLoaderData<typeof loader>();
  const f = data.state.filters;
  const columns = useMemo(() => columnsFor(data.state), [data.state]);
  return (
    <div className="stack stack--wide">
      <PageHead
        title="Audit log"
        text="Every admin change: who made it, to which record, what changed, when and from where. The log cannot be edited."
      />
      <AdminFilters state={data.state} spec={AUDIT_SPEC} path={PATH} label="Filter the audit log">
        <FilterSelect
          name="entity"
          label="Record type"
          value={f.entity ?? ""}
          all="All records"
          options={AUDIT_ENTITIES}
        />
        <FilterSelect
          name="action"
          label="Action"
          value={f.action ?? ""}
          all="All actions"
          options={AUDIT_ACTIONS}
        />
        <TextFilter name="actor_id" label="Admin (user id)" value={f.actor_id ?? ""} />
        <TextFilter name="entity_id" label="Record id" value={f.entity_id ?? ""} />
        <TextFilter name="from" label="From (UTC day)" value={f.from ?? ""} type="date" />
        <TextFilter name="to" label="To (UTC day)" value={f.to ?? ""} type="date" />
      </AdminFilters>
      <AdminTable
        page={data.page}
        error={data.error}
        columns={columns}
        state={data.state}
        spec={AUDIT_SPEC}
        path={PATH}
        noun={{ one: "audit entry", many: "audit entries" }}
        rowLabel={(row) => row.id}
        empty={<p>Admin changes appear here as they are made.</p>}
      />
    </div>
  );
}

export const ErrorBoundary = PageError;
