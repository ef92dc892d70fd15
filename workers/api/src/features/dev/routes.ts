import { currentAuth, requireSession } from "../../kit/auth";
import { notFound } from "../../kit/errors";
import { developmentOnly } from "../../kit/local-host";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { mintSandboxIdToken } from "../accounts";
import {
  AgeBookingBody,
  AgedBooking,
  AgedPaymentMethod,
  AgePaymentMethodBody,
  OutboxList,
  OutboxQuery,
  SandboxIdToken,
  SandboxIdTokenBody,
  SandboxProviderParam,
  SeededNotifications,
  SeedNotificationsBody,
} from "./contract";
import { ageBooking, agePaymentMethod, recentOutbox, seedSampleNotifications } from "./service";

export const devRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/outbox",
      tags: ["Development"],
      summary: "Newest sandbox e-mails and SMS for an address (development only)",
      description:
        "`data: [{ id, channel, to, subject, body, code, created_at }]`, newest first. Like every development tool: 404 unless `ENVIRONMENT=development`, and 404 on any host but `localhost`, `127.0.0.1` or `[::1]`.",
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
        "For browser tests of long lists (pagination): fills the caller's own list with `count` (1–500) notifications, oldest first.",
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
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/payment-methods/age/{id}",
      tags: ["Development"],
      summary: "Date one of the caller's payment methods some hours back (development only)",
      description:
        "For trying what waits for a method's age (the 24 h before a first payout) on the local stack without waiting.",
      security: bearer,
      middleware: [developmentOnly, requireSession] as const,
      request: { params: idParam, body: jsonBody(AgePaymentMethodBody) },
      responses: {
        200: jsonResponse(AgedPaymentMethod, "The method with its new creation time"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const aged = await agePaymentMethod(
        c.var.db,
        currentAuth(c).user.id,
        c.req.valid("param").id,
        c.req.valid("json").hours,
      );
      if (!aged) throw notFound("Payment method");
      return c.json({ data: aged }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/appointments/age/{id}",
      tags: ["Development"],
      summary: "Move one of the caller's studio bookings some hours back (development only)",
      description:
        "For trying what waits for a session's end (completing it, the 24 h release) on the local stack without waiting. Its client or its studio's producer only.",
      security: bearer,
      middleware: [developmentOnly, requireSession] as const,
      request: { params: idParam, body: jsonBody(AgeBookingBody) },
      responses: {
        200: jsonResponse(AgedBooking, "The booking with its new times"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const aged = await ageBooking(
        c.var.db,
        currentAuth(c).user.id,
        c.req.valid("param").id,
        c.req.valid("json").hours,
      );
      if (!aged) throw notFound("Booking");
      return c.json({ data: aged }, 200);
    },
  );
