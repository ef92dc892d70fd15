// The public face of notifications (docs/decisions/0008): what other features and the app may use.
// Notifications: stored and pushed to the user's sockets. Other features import this file, `schema.ts` (read
// joins) and contract files only.
export { type NotifyDeps, notify } from "./notifications.service";
export { notifyDeps } from "./route-deps";
export { securityEmails } from "./security-emails";
export { securityNotifications } from "./security-events";
export { sessionSockets } from "./session-sockets";
