import { currentAuth, requireSession } from "../../kit/auth";
import { developmentOnly } from "../../kit/local-host";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { mintSandboxIdToken } from "../accounts/oauth/sandbox";
import {
  OutboxList,
  OutboxQuery,
  SandboxIdToken,
  SandboxIdTokenBody,
  SandboxProviderParam,
  SeededNotifications,
  SeedNotificationsBody,
} from "./contract";
import { recentOutbox, seedSampleNotifications } from "./service";

export const devRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/outbox",
      tags: ["Development"],
      summary: "Newest sandbox e-mails and SMS for an address (development only)",
      middleware: [developmentOnly] as const,
      request: { query: OutboxQuery },
      responses: {
        200: jsonResponse(OutboxList, "Messages, newest first"),
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      const { to } = c.req.valid("query");
      return c.json({ data: await recentOutbox(c.var.db, to) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/oauth/{provider}/id_token",
      tags: ["Development"],
      summary: "Mint a sandbox Google/Apple id token (development only)",
      middleware: [developmentOnly] as const,
      request: {
        params: SandboxProviderParam,
        body: jsonBody(SandboxIdTokenBody),
      },
      responses: {
        200: jsonResponse(SandboxIdToken, "A signed id token"),
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      const { provider } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json({ data: { id_token: await mintSandboxIdToken(c.env, provider, body) } }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/notifications",
      tags: ["Development"],
      summary: "Store many notifications for the signed-in account, without pushing them (development only)",
      description:
        "For browser tests of long lists (pagination): fills the caller's own list with `count` notifications, oldest first.",
      security: bearer,
      middleware: [developmentOnly, requireSession] as const,
      request: { body: jsonBody(SeedNotificationsBody) },
      responses: {
        200: jsonResponse(SeededNotifications, "Stored"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { count } = c.req.valid("json");
      await seedSampleNotifications(c.var.db, currentAuth(c).user.id, count);
      return c.json({ data: { created: count } }, 200);
    },
  );
