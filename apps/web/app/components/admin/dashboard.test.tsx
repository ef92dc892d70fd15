// Server-rendered: the dashboard's charts and their table fallbacks are in the first HTML.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { statusRows, typeRows, userCards } from "../../lib/admin/dashboard";
import type { DashboardSummary, UsersDashboard } from "../../lib/api/contract";
import { AuditChanges, RecentAudit } from "./audit-parts";
import { BarsChart, DayChart } from "./dashboard-charts";

const summary: DashboardSummary = {
  total_entities: 42,
  entity_counts: {
    users: 10,
    tracks: 12,
    albums: 3,
    artists: 2,
    playlists: 5,
    genres: 4,
    moods: 3,
    origins: 2,
    applications: 1,
  },
  recent: [
    {
      id: "aud_1",
      actor: { id: "usr_admin", name: "Ada Admin" },
      action: "status",
      entity: "genre",
      entity_id: "gen_1",
      changes: { status: [1, 0] },
      reason: null,
      ip: "127.0.0.1",
      created_at: "2026-11-12T14:05:00Z",
    },
  ],
  user_type_distribution: [
    { key: "listener_only", label: "Listener only", count: 6 },
    { key: "artist", label: "Artist", count: 3 },
  ],
  status_distribution: [{ entity: "users", active: 9, inactive: 1 }],
};

const users: UsersDashboard = {
  totalUsers: 10,
  activeUsers: 7,
  newUsers: 2,
  pendingUpgradeRequests: 1,
  totalUpgrades: 3,
  userGrowth: 25,
  newuserTrend: [
    { date: "2026-11-11", count: 1 },
    { date: "2026-11-12", count: 1 },
  ],
};

const html = (element: JSX.Element) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);

describe("dashboard charts", () => {
  it("draws a day series as a titled image with every day in the table", () => {
    const out = html(
      <DayChart
        title="Sign-ups, last 90 days"
        kind="signups"
        points={users.newuserTrend.map((d) => ({ date: d.date, value: d.count }))}
        valueLabel="Sign-ups"
      />,
    );
    expect(out).toContain('data-chart="signups"');
    expect(out).toMatch(/<svg[^>]*role="img"/);
    expect(out).toContain("admin-chart__line");
    expect(out).toContain("<summary>Show the figures</summary>");
    expect(out).toMatch(/<th scope="row">12 Nov<\/th><td class="admin-num">1<\/td>/);
  });

  it("draws the type and status distributions as bars, described in words", () => {
    const types = html(
      <BarsChart title="Users by type" kind="types" rows={typeRows(summary)} series={["Users"]} />,
    );
    expect(types.match(/admin-chart__bar admin-chart__bar--0/g)).toHaveLength(2);
    expect(types).toContain("Listener only: 6; Artist: 3");
    const status = html(
      <BarsChart
        title="Active and inactive"
        kind="status"
        rows={statusRows(summary)}
        series={["Active", "Inactive"]}
      />,
    );
    expect(status).toContain("Users: 9 active, 1 inactive");
    expect(status).toContain("admin-chart__bar--1");
    expect(status).toContain("admin-legend");
  });

  it("lists the recent changes as before → after", () => {
    const out = html(<RecentAudit entries={summary.recent} />);
    expect(out).toContain("Ada Admin");
    expect(out).toContain("Status changed");
    expect(out).toMatch(/admin-changes__before">1<.*→.*admin-changes__after">0</s);
    expect(html(<AuditChanges entry={{ changes: {} }} />)).toContain("No field changes");
  });

  it("shows the user figures as cards", () => {
    expect(userCards(users).map((c) => [c.label, c.value])).toContainEqual(["User growth", "+25 %"]);
  });
});
