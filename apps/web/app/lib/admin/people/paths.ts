// The admin's people pages (users, user applications).
import { ADMIN_PAGES } from "../paths";

export const PEOPLE_PAGES = {
  users: ADMIN_PAGES.users,
  user: ADMIN_PAGES.user,
  applications: ADMIN_PAGES.applications,
  application: ADMIN_PAGES.application,
} as const;
