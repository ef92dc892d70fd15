// The admin applications list: this month's and all-time figures per outcome as cards, then the table
// (filter by status and type, search by name or e-mail, sort by dates), all in the URL.

import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { PEOPLE_PAGES } from "../../../lib/admin/people/paths";
import {
  APPLICATION_STATUS_OPTIONS,
  APPLICATIONS_TABLE,
  type ApplicationsData,
} from "../../../lib/admin/people/tables";
import type { AdminApplicationRow, ApplicationStats } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { Fee } from "../../upgrade/application-parts";
import { ApplicationStatusBadge } from "../../upgrade/status-badge";
import { PageHead } from "../../widgets/page-head";
import { AdminFilters, FilterSelect } from "../admin-filters";
import { AdminTable } from "../admin-table";

const STAT_CARDS = [
  { key: "pending", label: "Pending" },
  { key: "approved", label: "Approved" },
  { key: "rejected", label: "Rejected" },
] as const;

export function ApplicationStatsCards({ stats }: { stats: ApplicationStats }) {
  return (
    <ul className="list-plain people-stats" aria-label="Applications at a glance">
      {STAT_CARDS.map(({ key, label }) => (
        <li key={key} className="card" data-stat={key}>
          <p className="people-stat__label">{label}</p>
          <p className="people-stat__value">{stats[key].month}</p>
          <p className="people-stat__sub">this month · {stats[key].all} in all</p>
        </li>
      ))}
    </ul>
  );
}

const dateCell = (iso: string | null) => (iso ? <time dateTime={iso}>{localDateTime(iso)}</time> : "—");

export function ApplicationsList({ state, page, error, stats, types }: ApplicationsData) {
  const columns = useMemo<ColumnDef<AdminApplicationRow>[]>(
    () => [
      {
        id: "applicant",
        header: "Applicant",
        cell: ({ row }) => (
          <>
            <Link to={PEOPLE_PAGES.application(row.original.id)}>{row.original.user.name}</Link>
            <br />
            <span className="ngw-muted">{row.original.user.email}</span>
          </>
        ),
      },
      {
        id: "type",
        header: "For",
        cell: ({ row }) => `${row.original.type.title} · ${row.original.category.title}`,
      },
      {
        id: "state",
        header: "Status",
        cell: ({ row }) => <ApplicationStatusBadge status={row.original.status} />,
      },
      {
        id: "fee",
        header: "Fee",
        cell: ({ row }) => <Fee cents={row.original.fee_cents} />,
      },
      { id: "created_at", header: "Made", cell: ({ row }) => dateCell(row.original.created_at) },
      { id: "submitted_at", header: "Submitted", cell: ({ row }) => dateCell(row.original.submitted_at) },
      { id: "decided_at", header: "Decided", cell: ({ row }) => dateCell(row.original.decided_at) },
    ],
    [],
  );
  return (
    <div className="stack stack--wide people-page">
      <PageHead title="User applications" text="Listeners who asked to create or promote music." />
      {stats ? <ApplicationStatsCards stats={stats} /> : null}
      <AdminFilters
        state={state}
        spec={APPLICATIONS_TABLE}
        path={PEOPLE_PAGES.applications}
        label="Filter applications"
        searchLabel="Search name or e-mail"
        statuses={APPLICATION_STATUS_OPTIONS}
      >
        <FilterSelect
          name="type_id"
          label="User type"
          value={state.filters.type_id ?? ""}
          all="All types"
          options={types.map((t) => ({ value: t.id, label: t.title }))}
        />
      </AdminFilters>
      <AdminTable
        page={page}
        error={error}
        columns={columns}
        state={state}
        spec={APPLICATIONS_TABLE}
        path={PEOPLE_PAGES.applications}
        noun={{ one: "application", many: "applications" }}
        rowLabel={(a) => `${a.user.name}: ${a.type.title}`}
        rowData={(a) => ({ "data-status": a.status })}
      />
    </div>
  );
}
