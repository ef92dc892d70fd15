import type { Role } from "./roles";
import type { UserRow } from "./user-view";

/** Who is calling, resolved once per request by the authenticate middleware. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /** When the session was issued: a recent sign-in is proof of identity for sensitive changes (reauth.rules). */
  sessionCreatedAt: Date;
  roles: ReadonlySet<Role>;
}
