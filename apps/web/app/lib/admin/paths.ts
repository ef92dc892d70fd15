// Where the admin console lives: its pages (spec §2 admin area) and the api calls (spec §7 Admin) they
// make, in one place so a moved endpoint is a one-line change.

const id = (value: string) => encodeURIComponent(value);

/** The admin area's pages. */
export const ADMIN_PAGES = {
  dashboard: "/admin",
  genres: "/admin/genres",
  moods: "/admin/moods",
  origins: "/admin/origins",
  userTypes: "/admin/user-types",
  userCategories: "/admin/user-categories",
  users: "/admin/users",
  user: (userId: string) => `/admin/users/${id(userId)}`,
  applications: "/admin/user-applications",
  application: (applicationId: string) => `/admin/user-applications/${id(applicationId)}`,
  audit: "/admin/audit",
} as const;

/**
 * The calls of one spec §7 managed resource at `base` (`/admin/music-genres`): list, create, update,
 * status, delete and the bulk status.
 *
 * @example resourceApi("/admin/music-genres").status("gen_1") // "/admin/music-genres/status/gen_1"
 */
export function resourceApi(base: string) {
  return {
    list: base,
    create: `${base}/create`,
    one: (rowId: string) => `${base}/${id(rowId)}`,
    update: (rowId: string) => `${base}/update/${id(rowId)}`,
    status: (rowId: string) => `${base}/status/${id(rowId)}`,
    delete: (rowId: string) => `${base}/delete/${id(rowId)}`,
    bulkStatus: `${base}/bulk-status`,
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;

/** The api paths (under /api/v1) the admin console calls. */
export const ADMIN_API = {
  genres: resourceApi("/admin/music-genres"),
  moods: resourceApi("/admin/music-moods"),
  origins: resourceApi("/admin/music-origins"),
  userTypes: resourceApi("/admin/user-types"),
  userCategories: resourceApi("/admin/user-categories"),
  pendingCount: "/admin/user-applications/pending-count",
  dashboardSummary: "/admin/settings/dashboard-summary",
  usersDashboard: "/admin/users/dashboard",
  audit: "/admin/audit",
} as const;
