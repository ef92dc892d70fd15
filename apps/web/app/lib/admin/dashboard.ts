// What the admin dashboard shows from its two calls (settings `dashboard-summary`, users `dashboard`):
// the stat cards, and the rows of the type and status charts. Pure.
import type { DashboardSummary, UsersDashboard } from "../api/contract";
import { type BarRow, growthText } from "./charts";

export const REFRESHED = "Dashboard data refreshed successfully";

type Counted = keyof DashboardSummary["entity_counts"];

/** The counted entities in words. */
export const ENTITY_LABELS: Record<Counted, string> = {
  users: "Users",
  tracks: "Tracks",
  albums: "Albums",
  artists: "Artists",
  playlists: "Playlists",
  genres: "Genres",
  moods: "Moods",
  origins: "Origins",
  applications: "Applications",
};

export interface StatCard {
  key: string;
  label: string;
  value: string;
  note?: string;
}

/** The user figures as cards (spec §3 user stats). */
export function userCards(users: UsersDashboard): StatCard[] {
  const n = (value: number) => value.toLocaleString("en-US");
  return [
    { key: "total", label: "Total users", value: n(users.totalUsers) },
    { key: "active", label: "Active users", value: n(users.activeUsers), note: "Seen in the last 30 days" },
    { key: "new", label: "New users", value: n(users.newUsers), note: "This month" },
    { key: "growth", label: "User growth", value: growthText(users.userGrowth), note: "Month over month" },
    { key: "pending", label: "Pending upgrade requests", value: n(users.pendingUpgradeRequests) },
    { key: "upgrades", label: "Upgrades approved", value: n(users.totalUpgrades), note: "All time" },
  ];
}

/** Every counted entity as a card, in the api's order. */
export function entityCards(summary: DashboardSummary): StatCard[] {
  return (Object.keys(ENTITY_LABELS) as Counted[]).map((key) => ({
    key,
    label: ENTITY_LABELS[key],
    value: (summary.entity_counts[key] ?? 0).toLocaleString("en-US"),
  }));
}

/** The user type chart's rows. */
export function typeRows(summary: DashboardSummary): BarRow[] {
  return summary.user_type_distribution.map((slice) => ({
    key: slice.key,
    label: slice.label,
    values: [slice.count],
  }));
}

/** The status chart's rows: active and inactive (users: suspended) per entity. */
export function statusRows(summary: DashboardSummary): BarRow[] {
  return summary.status_distribution.map((slice) => ({
    key: slice.entity,
    label: ENTITY_LABELS[slice.entity] ?? slice.entity,
    values: [slice.active, slice.inactive],
  }));
}
