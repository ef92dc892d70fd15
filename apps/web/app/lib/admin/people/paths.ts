// The admin's people pages (users, user applications) and the api calls behind them, named once.
import { ADMIN_PAGES } from "../paths";

export const PEOPLE_PAGES = {
  users: ADMIN_PAGES.users,
  user: ADMIN_PAGES.user,
  applications: ADMIN_PAGES.applications,
  application: ADMIN_PAGES.application,
} as const;

export const USERS_API = {
  list: "/admin/users",
  user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  create: "/admin/users/create",
  update: (id: string) => `/admin/users/update/${encodeURIComponent(id)}`,
  status: (id: string) => `/admin/users/status/${encodeURIComponent(id)}`,
  remove: (id: string) => `/admin/users/delete/${encodeURIComponent(id)}`,
  /** The decision on one of the user's applications ({id} = the user). */
  upgradeRequest: (id: string) => `/admin/users/upgrade-request/${encodeURIComponent(id)}`,
} as const;

export const APPLICATIONS_API = {
  list: "/admin/user-applications",
  stats: "/admin/user-applications/stats",
  application: (id: string) => `/admin/user-applications/${encodeURIComponent(id)}`,
  process: (id: string) => `/admin/user-applications/process/${encodeURIComponent(id)}`,
  remove: (id: string) => `/admin/user-applications/delete/${encodeURIComponent(id)}`,
  comment: (id: string) => `/admin/user-applications/comment/${encodeURIComponent(id)}`,
} as const;
