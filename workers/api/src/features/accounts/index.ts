// The public face of accounts (docs/decisions/0008): what other features and the app may use. Accounts:
// users, sessions, roles and the account events other features listen to. Other features import this file,
// `schema.ts` (read joins) and contract files only.
export type { AuthContext } from "./auth-context";
export { normaliseTarget } from "./codes.rules";
export { checkCode, issueCode } from "./codes.service";
export type { AccountEvent, AccountEventSink } from "./events";
export { mintSandboxIdToken } from "./oauth/sandbox";
export { hashPassword, verifyPassword } from "./password-hash";
export {
  CREATOR_KINDS,
  type CreatorKind,
  effectiveRoles,
  GRANTED_ROLES,
  type GrantedRole,
  roleForPath,
} from "./roles";
export { accountsMatching } from "./search";
export { countOtherLiveSessions, resolveSession, revokeUserSessions } from "./sessions.service";
export { confirmPaymentNumberCode, sendAccountInvite, sendPaymentNumberCode } from "./verification.service";
