import { z } from "@hono/zod-openapi";
import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { loadOwned } from "../../kit/ownership";
import { createRouter } from "../../kit/router";
import { sessions } from "./schema";
import { listLiveSessions, revokeSession } from "./sessions.service";
import { SessionView } from "./user-sessions.contract";

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
        200: jsonResponse(z.array(SessionView), "Sessions, newest first"),
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const auth = currentAuth(c);
      const rows = await listLiveSessions(c.var.db, auth.user.id);
      const data = rows.map((s) => ({
        id: s.id,
        device: s.device,
        country: s.country,
        city: s.city,
        user_agent: s.userAgent,
        created_at: s.createdAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        current: s.id === auth.sessionId,
      }));
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
      request: { params: z.object({ id: z.string().min(1).max(64) }) },
      responses: { 200: jsonResponse(z.null(), "Revoked"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const auth = currentAuth(c);
      const session = await loadOwned(c.var.db, sessions, c.req.valid("param").id, auth, { what: "Session" });
      await revokeSession(c.var.db, session.id);
      return c.json({ data: null, msg: "Session signed out." }, 200);
    },
  );
