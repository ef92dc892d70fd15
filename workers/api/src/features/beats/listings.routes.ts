import { z } from "@hono/zod-openapi";
import { actingUser } from "../../kit/auth";
import { signingSecret } from "../../kit/media-urls";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema } from "../../kit/pagination";
import { idParam } from "../../kit/params";
import { StatusBody } from "../../kit/resources/contract";
import { resourceMessage, statusVerb } from "../../kit/resources/rules";
import { createRouter } from "../../kit/router";
import { notifyDeps } from "../notifications";
import {
  CreateTrackForSaleBody,
  ModerateBody,
  TrackForSale,
  TrackForSaleDeleted,
  TrackForSalePage,
  TrackForSalePreview,
  TrackForSaleQuery,
  UpdateTrackForSaleBody,
} from "./listings.contract";
import {
  createTrackForSale,
  deleteTrackForSale,
  getTrackForSale,
  listTracksForSale,
  moderateTrackForSale,
  setTrackForSaleStatus,
  trackForSalePreview,
  updateTrackForSale,
} from "./listings.service";

const tags = ["Admin: tracks for sale"];
const ENTITY = "Track for sale";
const SellerParam = z.object({
  userId: z
    .string()
    .max(64)
    .openapi({ param: { name: "userId", in: "path" } }),
});

const route = <const P extends string>(method: "get" | "post", path: P, summary: string) =>
  ({ method, path, tags, summary, security: bearer }) as const;

/** `/admin/tracks-for-sale` (spec §7 Admin): the market's moderation queue; the `/admin` guard admits admins. */
export const tracksForSaleRoutes: ReturnType<typeof createRouter> = createRouter()
  .openapi(
    defineRoute({
      ...route("get", "/list", "The queue: by approval, seller, status and title, newest first"),
      request: { query: TrackForSaleQuery },
      responses: { 200: jsonResponse(TrackForSalePage, "A page"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await listTracksForSale(c.var.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...route("get", "/", "The queue (the same as …/list)"),
      request: { query: TrackForSaleQuery },
      responses: { 200: jsonResponse(TrackForSalePage, "A page"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await listTracksForSale(c.var.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...route("get", "/user/{userId}", "One seller's tracks for sale"),
      request: { params: SellerParam, query: pageQuerySchema },
      responses: { 200: jsonResponse(TrackForSalePage, "A page"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const query = { ...c.req.valid("query"), seller_id: c.req.valid("param").userId };
      return c.json({ data: await listTracksForSale(c.var.db, query) }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...route("post", "/create", "List a user's existing beat on their behalf (published and approved)"),
      request: { body: jsonBody(CreateTrackForSaleBody) },
      responses: {
        201: jsonResponse(TrackForSale, "The listing"),
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const row = await createTrackForSale(c.var.db, actingUser(c), c.req.valid("json").beat_id);
      return c.json({ data: row, msg: resourceMessage(ENTITY, "Added") }, 201);
    },
  )
  .openapi(
    defineRoute({
      ...route("get", "/preview/{id}", "The listing's preview, signed for the admin's player"),
      request: { params: idParam },
      responses: { 200: jsonResponse(TrackForSalePreview, "The preview"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const deps = { db: c.var.db, secret: signingSecret(c.env) };
      return c.json({ data: await trackForSalePreview(deps, c.req.valid("param").id) }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...route("get", "/{id}", "One track for sale"),
      request: { params: idParam },
      responses: { 200: jsonResponse(TrackForSale, "The listing"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json({ data: await getTrackForSale(c.var.db, c.req.valid("param").id) }, 200),
  )
  .openapi(
    defineRoute({
      ...route("post", "/update/{id}", "Change the listing's title or description"),
      request: { params: idParam, body: jsonBody(UpdateTrackForSaleBody) },
      responses: { 200: jsonResponse(TrackForSale, "The listing"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const row = await updateTrackForSale(
        c.var.db,
        actingUser(c),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ data: row, msg: resourceMessage(ENTITY, "Updated") }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...route("post", "/status/{id}", "Take a listing down (0) at once, or put it back (1)"),
      request: { params: idParam, body: jsonBody(StatusBody) },
      responses: { 200: jsonResponse(TrackForSale, "The listing"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const { status } = c.req.valid("json");
      const row = await setTrackForSaleStatus(notifyDeps(c), actingUser(c), c.req.valid("param").id, status);
      return c.json({ data: row, msg: resourceMessage(ENTITY, statusVerb(status)) }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...route("post", "/delete/{id}", "Delete a listing (the beat leaves the market)"),
      request: { params: idParam },
      responses: { 200: jsonResponse(TrackForSaleDeleted, "Deleted"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const done = await deleteTrackForSale(c.var.db, actingUser(c), c.req.valid("param").id);
      return c.json({ data: done, msg: resourceMessage(ENTITY, "Deleted") }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...route("post", "/moderate/{id}", "Approve, or reject with the reason the seller reads"),
      request: { params: idParam, body: jsonBody(ModerateBody) },
      responses: { 200: jsonResponse(TrackForSale, "The listing"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const { is_approved, reason } = c.req.valid("json");
      const approved = Boolean(is_approved);
      const row = await moderateTrackForSale(
        notifyDeps(c),
        actingUser(c),
        c.req.valid("param").id,
        approved,
        reason ?? null,
      );
      return c.json(
        { data: row, msg: approved ? "Track for sale approved" : "Track for sale rejected" },
        200,
      );
    },
  );
