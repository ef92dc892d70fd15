import type { Db } from "../../kit/db";
import type { IssuedSession } from "./sessions.service";
import { loadUserView } from "./user-view";

/** The login/register/provider response body (spec §7: data.user, data.authtoken.access_token, data.msg). */
export async function authResult(db: Db, userId: string, session: IssuedSession, msg: string) {
  return {
    user: await loadUserView(db, userId),
    authtoken: {
      access_token: session.token,
      token_type: "Bearer" as const,
      expires_at: session.expiresAt.toISOString(),
    },
    msg,
  };
}
