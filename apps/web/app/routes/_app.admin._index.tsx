import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { RecentAudit } from "../components/admin/audit-parts";
import { BarsChart, DayChart } from "../components/admin/dashboard-charts";
import { RefreshButton } from "../components/admin/refresh-button";
import { StatCards } from "../components/admin/stat-cards";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import { growthSeries } from "../lib/admin/charts";
import { entityCards, statusRows, typeRows, userCards } from "../lib/admin/dashboard";
import { loadDashboard } from "../lib/admin/dashboard.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Admin dashboard");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadDashboard(context, request);
}

function BlockError({ title, message }: { title: string; message: string }) {
  return (
    <div className="card admin-error" role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
    </div>
  );
}

export default function AdminDashboard() {
  const { summary, summaryError, users, usersError } = useLoaderData<typeof loader>();
  return (
    <div className="stack stack--wide admin-dashboard">
      <PageHead
        title="Dashboard"
        text="The platform at a glance: users, upgrades, catalogue and recent changes."
      >
        <RefreshButton />
      </PageHead>
      {users ? (
        <>
          <StatCards title="Users" cards={userCards(users)} />
          <div className="admin-charts">
            <DayChart
              title="User growth, last 90 days"
              kind="growth"
              points={growthSeries(users.totalUsers, users.newuserTrend)}
              valueLabel="Users"
              fromZero={false}
            />
            <DayChart
              title="Sign-ups, last 90 days"
              kind="signups"
              points={users.newuserTrend.map((d) => ({ date: d.date, value: d.count }))}
              valueLabel="Sign-ups"
            />
          </div>
        </>
      ) : (
        <BlockError title="The user figures could not be loaded" message={usersError ?? ""} />
      )}
      {summary ? (
        <>
          <StatCards
            title={`Catalogue and records: ${summary.total_entities.toLocaleString("en-US")} in all`}
            cards={entityCards(summary)}
          />
          <div className="admin-charts">
            <BarsChart title="Users by type" kind="types" rows={typeRows(summary)} series={["Users"]} />
            <BarsChart
              title="Active and inactive"
              kind="status"
              rows={statusRows(summary)}
              series={["Active", "Inactive"]}
            />
          </div>
          <RecentAudit entries={summary.recent} />
        </>
      ) : (
        <BlockError title="The summary could not be loaded" message={summaryError ?? ""} />
      )}
    </div>
  );
}

export const ErrorBoundary = PageError;
