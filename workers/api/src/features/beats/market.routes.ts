import { z } from "@hono/zod-openapi";
import type { Caller } from "../../kit/auth";
import { currentAuth } from "../../kit/auth";
import { forbidden } from "../../kit/errors";
import { signingSecret } from "../../kit/media-urls";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema } from "../../kit/pagination";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { availability } from "./availability.service";
import { MyLicencePage } from "./licences.contract";
import { licenceContract, myLicences } from "./licences.service";
import { BeatAvailability, MarketBeatPage, MarketQuery, PreviewPlay } from "./market.contract";
import { marketplace } from "./market.service";
import { recordPreviewPlay } from "./plays.service";

/** Buyers are creators of any kind (the session's roles): a listener is offered the free Artist upgrade. */
function creatorOnly(caller: Caller): string {
  if (!caller.roles.has("creator"))
    throw forbidden("The beat market is for creators. The free Artist upgrade opens it.");
  return caller.user.id;
}

const tags = ["Creator: beat market"];

/**
 * `/creator/beat-tracks/marketplace` (spec §7): approved, published beats not sold exclusively, for
 * creators of any kind; a listener gets 403 (the free Artist upgrade opens the market).
 */
export const beatMarketRoutes: ReturnType<typeof createRouter> = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/marketplace",
      tags,
      summary: "A page of beats for sale: filters by text, genre, mood, BPM, key and price; featured first",
      security: bearer,
      request: { query: MarketQuery },
      responses: { 200: jsonResponse(MarketBeatPage, "A page of beats"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      creatorOnly(currentAuth(c));
      const deps = { db: c.var.db, secret: signingSecret(c.env) };
      return c.json({ data: await marketplace(deps, c.req.valid("query")) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/marketplace/check-availability/{id}",
      tags,
      summary: "Per licence tier: can you buy it now, and if not, why",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(BeatAvailability, "Each tier"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const buyerId = creatorOnly(currentAuth(c));
      const deps = { db: c.var.db, secret: signingSecret(c.env) };
      return c.json({ data: await availability(deps, c.req.valid("param").id, buyerId) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/marketplace/play/{id}",
      tags,
      summary: "Count a preview play (plays, distinct listeners, and the 7-day `popular` order)",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(PreviewPlay, "Counted"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const userId = creatorOnly(currentAuth(c));
      return c.json({ data: await recordPreviewPlay(c.var.db, userId, c.req.valid("param").id) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/licences",
      tags,
      summary: "My licences: the beat licences you bought, newest first, each with its contract",
      security: bearer,
      request: { query: pageQuerySchema },
      responses: { 200: jsonResponse(MyLicencePage, "A page of licences"), ...errorResponses(401, 422) },
    }),
    async (c) => {
      const { page, per_page } = c.req.valid("query");
      const deps = { db: c.var.db, secret: signingSecret(c.env) };
      return c.json({ data: await myLicences(deps, currentAuth(c).user.id, page, per_page) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/licences/contract/{id}",
      tags,
      summary: "A licence's contract as a PDF, for its buyer and the beat's producer (404 for anyone else)",
      security: bearer,
      request: { params: idParam },
      responses: {
        200: { description: "The contract", content: { "application/pdf": { schema: z.string() } } },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const object = await licenceContract(c.var.db, c.env.MEDIA, currentAuth(c).user.id, id);
      return new Response(object.body, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="ngoma-licence-${id}.pdf"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  );
