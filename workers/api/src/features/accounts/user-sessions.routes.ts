import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { NoData, SessionList } from "./contract";
import { listSessionViews, revokeOwnSession } from "./sessions.service";

/** The signed-in devices of the caller, so a user can see and end sessions they do not recognise. */
export const userSessionRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/",
      tags: ["Account"],
      summary: "Live sessions of the signed-in account",
      security: bearer,
      responses: {
        200: jsonResponse(SessionList, "Sessions, newest first"),
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const auth = currentAuth(c);
      const data = await listSessionViews(c.var.db, auth.user.id, auth.sessionId);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/revoke/{id}",
      tags: ["Account"],
      summary: "Sign one of your sessions out",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(NoData, "Revoked"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const caller = currentAuth(c);
      const sessionId = c.req.valid("param").id;
      await revokeOwnSession(c.var.db, caller, sessionId);
      await c.var.accountEvents({ type: "sessions_ended", userId: caller.user.id, scope: { sessionId } });
      return c.json({ data: null, msg: "Session signed out." }, 200);
    },
  );
