import { type NotifyDeps, notify } from "../notifications";
import type { AdminUserRow } from "./users.contract";

/** The notification type of a change to an account's roles; the web re-reads the session on it. */
export const ACCOUNT_ROLES_NOTIFICATION = "AccountRoles";

/**
 * Tells `user` live that an admin changed their roles (best effort: the roles already apply on their
 * next request; a failed notice is logged, never thrown).
 *
 * @example await tellRolesChanged(deps, row); // "Your account now has the roles: listener, promoter."
 */
export async function tellRolesChanged(deps: NotifyDeps, user: AdminUserRow): Promise<void> {
  await notify(deps, user.id, {
    type: ACCOUNT_ROLES_NOTIFICATION,
    msg: `Your account now has the roles: ${user.roles.join(", ")}.`,
    data: { roles: user.roles, creator_kinds: user.creator_kinds },
  }).catch((error: unknown) => console.error(`roles notice of ${user.id} failed`, error));
}
