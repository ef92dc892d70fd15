import { z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { currentAuth, requireSession } from "../../kit/auth";
import { notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { mintSandboxIdToken } from "../accounts/oauth/sandbox";
import { outbox } from "../messaging/schema";
import { notifications } from "../notifications/schema";

/** Development-only tools: outside `ENVIRONMENT=development` every route here is a plain 404. */
const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.ENVIRONMENT !== "development") throw notFound("Route");
  await next();
});

const OutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});

export const devRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/outbox",
      tags: ["Development"],
      summary: "Newest sandbox e-mails and SMS for an address (development only)",
      middleware: [developmentOnly] as const,
      request: { query: z.object({ to: z.string().min(3).max(254), clientData: z.string().optional() }) },
      responses: {
        200: jsonResponse(z.array(OutboxMessage), "Messages, newest first"),
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      const { to } = c.req.valid("query");
      const rows = await c.var.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, to.trim().toLowerCase()))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(20);
      const data = rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        body: r.body,
        code: r.code,
        created_at: r.createdAt.toISOString(),
      }));
      return c.json({ data }, 200);
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
        params: z.object({ provider: z.enum(["google", "apple"]) }),
        body: jsonBody(
          z
            .object({
              email: z.email(),
              name: z.string().max(80).optional(),
              nonce: z.string().min(16).max(256),
            })
            .strict(),
        ),
      },
      responses: {
        200: jsonResponse(z.object({ id_token: z.string() }), "A signed id token"),
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
      request: { body: jsonBody(z.object({ count: z.number().int().min(1).max(500) }).strict()) },
      responses: {
        200: jsonResponse(z.object({ created: z.number().int() }), "Stored"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { count } = c.req.valid("json");
      const userId = currentAuth(c).user.id;
      const start = Date.now() - count * 1000;
      const rows = Array.from({ length: count }, (_, i) => ({
        id: newId("ntf", start + i * 1000),
        userId,
        type: "Library",
        msg: `Sample notification ${i + 1}`,
        data: { sample: true },
        createdAt: new Date(start + i * 1000),
      }));
      // D1 caps bound parameters per statement (100): 7 columns × 10 rows per insert stays under it.
      const db = c.var.db;
      const inserts = [];
      for (let i = 0; i < rows.length; i += 10)
        inserts.push(db.insert(notifications).values(rows.slice(i, i + 10)));
      const [first, ...rest] = inserts;
      if (first) await db.batch([first, ...rest]);
      return c.json({ data: { created: count } }, 200);
    },
  );
