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
  tracksForSale: "/admin/tracks-for-sale",
  audit: "/admin/audit",
} as const;

/** The spec §7 managed resources the admin console lists and edits through the same forms. */
export type ResourceBase =
  | "/admin/music-genres"
  | "/admin/music-moods"
  | "/admin/music-origins"
  | "/admin/user-types"
  | "/admin/user-categories";

/**
 * The endpoints of one managed resource at `base`: list, create, one row, update, status, delete and the
 * bulk status (each an endpoint-table key, so a resource without one does not compile where it is called).
 *
 * @example resourceApi("/admin/music-genres").status // "POST /admin/music-genres/status/{id}"
 */
export function resourceApi<B extends ResourceBase>(base: B) {
  return {
    list: `GET ${base}/list`,
    create: `POST ${base}/create`,
    one: `GET ${base}/{id}`,
    update: `POST ${base}/update/{id}`,
    status: `POST ${base}/status/{id}`,
    delete: `POST ${base}/delete/{id}`,
    bulkStatus: `POST ${base}/bulk-status`,
  } as const;
}

export type ResourceApi = ReturnType<typeof resourceApi<ResourceBase>>;

/** The managed resources' endpoints, by page. */
export const ADMIN_API = {
  genres: resourceApi("/admin/music-genres"),
  moods: resourceApi("/admin/music-moods"),
  origins: resourceApi("/admin/music-origins"),
  userTypes: resourceApi("/admin/user-types"),
  userCategories: resourceApi("/admin/user-categories"),
} as const;
