import type { Role } from "./roles";
import type { UserRow } from "./user-view";

/** Who is calling, resolved once per request by the authenticate middleware. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  roles: ReadonlySet<Role>;
}
