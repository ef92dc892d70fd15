// The live notifications after which the account's roles may differ. Its own module: the signed-in
// layout watches for them on every page and needs nothing else of the upgrade code.
import type { LiveNotification } from "../realtime/notification";

/**
 * The notification types after which the account's roles may differ: an application decided, or an admin
 * changing the roles.
 */
export const ROLE_NOTIFICATIONS: ReadonlySet<string> = new Set(["AccountUpgrade", "AccountRoles"]);

/** Whether a live notification means the user's roles may have changed (the session is then read again). */
export function changesRoles(notification: Pick<LiveNotification, "type">): boolean {
  return ROLE_NOTIFICATIONS.has(notification.type);
}
