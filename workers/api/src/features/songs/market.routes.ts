import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth, requireVerifiedEmail } from "../../kit/auth";
import { forbidden } from "../../kit/errors";
import { IdempotencyHeaders } from "../../kit/idempotency/contract";
import { idempotencyCommit, idempotent } from "../../kit/idempotency/middleware";
import { signingSecret } from "../../kit/media-urls";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { notifyDeps } from "../notifications";
import { CREATORS_ONLY } from "./access";
import { approveBid, cancelDeal, declineBid } from "./approvals.service";
import { changeBid, placeBid, withdrawBid } from "./bids.service";
import { CheckRightsBody, SongRights } from "./contract";
import { dealContract, getDeal, listDeals } from "./deals.reads";
import { completeDeal } from "./deals.service";
import {
  BidBody,
  DealQuery,
  MarketSongDetail,
  MarketSongPage,
  SongBidPage,
  SongDeal,
  SongMarketQuery,
  SongStats,
} from "./market.contract";
import { listMarket, songDetail } from "./market.service";
import { checkRights, songStats } from "./stats.service";

const tags = ["Creator: song market"];

/**
 * The caller, once shown to be a creator (listeners get 403, with the free Artist upgrade named). The
 * session's roles say it (read with the session, revoked with it), so the check costs no D1 wave.
 */
async function creator(c: Context<AppEnv>): Promise<string> {
  const { user, roles } = currentAuth(c);
  if (!roles.has("creator")) throw forbidden(CREATORS_ONLY);
  return user.id;
}

const deps = (c: Context<AppEnv>) => ({ ...notifyDeps(c), secret: signingSecret(c.env), media: c.env.MEDIA });
const secret = (c: Context<AppEnv>) => signingSecret(c.env);

const read = (path: string, summary: string) =>
  ({ method: "get", path, tags, summary, security: bearer }) as const;

/** A call that moves money: a verified e-mail and an `Idempotency-Key` (the key commits with the batch). */
const paying = (path: string, summary: string) => ({
  method: "post" as const,
  path,
  tags,
  summary,
  security: bearer,
  middleware: [requireVerifiedEmail, idempotent],
});

const act = (path: string, summary: string) =>
  ({ method: "post", path, tags, summary, security: bearer }) as const;

/** The answer to every move of a bid: the deal as its party now reads it. */
const dealNow = async (c: Context<AppEnv>, userId: string, id: string) =>
  getDeal(c.var.db, secret(c), userId, id);
const dealResponse = { 200: jsonResponse(SongDeal, "The deal"), ...errorResponses(401, 403, 404, 409, 422) };

/**
 * `/creator/songs/marketplace` (spec §7 Creator `songs/marketplace`, issue #35): the song market, bids held
 * on the bidder's wallet, deals approved by a writer and completed by the buyer (or after 7 days).
 */
export const songMarketRoutes: ReturnType<typeof createRouter> = createRouter()
  .openapi(
    defineRoute({
      ...read("/list", "Songs for sale: the first lines of their lyrics, demo, writers and terms"),
      request: { query: SongMarketQuery },
      responses: { 200: jsonResponse(MarketSongPage, "A page of songs"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      await creator(c);
      return c.json({ data: await listMarket(c.var.db, secret(c), c.req.valid("query")) }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...read("/my_purchases", "Your bids and deals as a buyer, newest first (`?status=` narrows)"),
      request: { query: DealQuery },
      responses: { 200: jsonResponse(SongBidPage, "A page of deals"), ...errorResponses(401, 403, 422) },
    }),
    async (c) =>
      c.json({ data: await listDeals(c.var.db, await creator(c), "buyer", c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...read("/my_sales", "Bids and deals on the songs you write, newest first (`?status=`, `?song_id=`)"),
      request: { query: DealQuery },
      responses: { 200: jsonResponse(SongBidPage, "A page of deals"), ...errorResponses(401, 403, 422) },
    }),
    async (c) =>
      c.json({ data: await listDeals(c.var.db, await creator(c), "seller", c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...read("/get_purchase/{id}", "One deal, for its buyer or a writer of the song (404 for anyone else)"),
      request: { params: idParam },
      responses: { 200: jsonResponse(SongDeal, "The deal"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json({ data: await dealNow(c, await creator(c), c.req.valid("param").id) }, 200),
  )
  .openapi(
    defineRoute({
      ...read("/contract/{id}", "A completed deal's rights-assignment contract (PDF), for its parties"),
      request: { params: idParam },
      responses: {
        200: { description: "The contract", content: { "application/pdf": { schema: z.string() } } },
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const object = await dealContract(c.var.db, c.env.MEDIA, await creator(c), id);
      return new Response(object.body, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="ngoma-song-contract-${id}.pdf"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  )
  .openapi(
    defineRoute({
      ...read("/song_stats/{id}", "A song's views and bids per day and its bids' figures (its writers only)"),
      request: { params: idParam },
      responses: { 200: jsonResponse(SongStats, "The figures"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json({ data: await songStats(c.var.db, await creator(c), c.req.valid("param").id) }, 200),
  )
  .openapi(
    defineRoute({
      ...act("/check_rights", "Whether a song you write may be sold now: each writer's split and consent"),
      request: { body: jsonBody(CheckRightsBody) },
      responses: { 200: jsonResponse(SongRights, "The rights"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) =>
      c.json({ data: await checkRights(c.var.db, await creator(c), c.req.valid("json").song_id) }, 200),
  )
  .openapi(
    defineRoute({
      ...read("/{id}", "A song as a buyer sees it, with your own bid and whether you may bid"),
      request: { params: idParam },
      responses: { 200: jsonResponse(MarketSongDetail, "The song"), ...errorResponses(401, 403, 404) },
    }),
    async (c) =>
      c.json({ data: await songDetail(c.var.db, secret(c), await creator(c), c.req.valid("param").id) }, 200),
  )
  .openapi(
    defineRoute({
      ...paying(
        "/create_purchase/{id}",
        "Bid on a song: amount + 2 % is held on your wallet (at the asking price it buys)",
      ),
      request: { headers: IdempotencyHeaders, params: idParam, body: jsonBody(BidBody) },
      responses: { 201: jsonResponse(SongDeal, "The bid"), ...errorResponses(401, 403, 404, 409, 422) },
    }),
    async (c) => {
      const userId = await creator(c);
      const bidId = await placeBid(deps(c), userId, c.req.valid("param").id, c.req.valid("json").amount, [
        idempotencyCommit(c),
      ]);
      return c.json({ data: await dealNow(c, userId, bidId), msg: "Song bid placed successfully!" }, 201);
    },
  )
  .openapi(
    defineRoute({
      ...paying(
        "/update_purchase/{id}",
        "Change your pending bid's amount (the hold is replaced in one batch)",
      ),
      request: { headers: IdempotencyHeaders, params: idParam, body: jsonBody(BidBody) },
      responses: dealResponse,
    }),
    async (c) => {
      const userId = await creator(c);
      const id = c.req.valid("param").id;
      await changeBid(deps(c), userId, id, c.req.valid("json").amount, [idempotencyCommit(c)]);
      return c.json(
        { data: await dealNow(c, userId, id), msg: "Purchase details updated successfully" },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      ...act("/delete_purchase/{id}", "Withdraw your pending bid (its hold is released)"),
      request: { params: idParam },
      responses: dealResponse,
    }),
    async (c) => {
      const userId = await creator(c);
      const id = c.req.valid("param").id;
      await withdrawBid(deps(c), userId, id);
      return c.json({ data: await dealNow(c, userId, id), msg: "Purchase record deleted successfully" }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...paying("/approve_purchase_bid/{id}", "Approve a bid on a song you write: the others are declined"),
      request: { headers: IdempotencyHeaders, params: idParam },
      responses: dealResponse,
    }),
    async (c) => {
      const userId = await creator(c);
      const id = c.req.valid("param").id;
      await approveBid(deps(c), userId, id, [idempotencyCommit(c)]);
      return c.json({ data: await dealNow(c, userId, id), msg: "Bid approved successfully" }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...act("/decline_purchase/{id}", "Decline a pending bid on a song you write (its hold is released)"),
      request: { params: idParam },
      responses: dealResponse,
    }),
    async (c) => {
      const userId = await creator(c);
      const id = c.req.valid("param").id;
      await declineBid(deps(c), userId, id);
      return c.json({ data: await dealNow(c, userId, id), msg: "Bid declined successfully" }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...act(
        "/cancel_purchase/{id}",
        "Cancel an approved deal before it completes (the song returns to the market)",
      ),
      request: { params: idParam },
      responses: dealResponse,
    }),
    async (c) => {
      const userId = await creator(c);
      const id = c.req.valid("param").id;
      await cancelDeal(deps(c), userId, id);
      return c.json({ data: await dealNow(c, userId, id), msg: "Deal cancelled successfully" }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...paying("/complete_purchase/{id}", "Confirm delivery: the hold is paid to the writers by split"),
      request: { headers: IdempotencyHeaders, params: idParam },
      responses: dealResponse,
    }),
    async (c) => {
      const userId = await creator(c);
      const id = c.req.valid("param").id;
      // The key's commit joins the batch through the deal's own guard: a retry replays this answer.
      await completeDeal(deps(c), userId, id, Date.now(), [idempotencyCommit(c)]);
      return c.json({ data: await dealNow(c, userId, id), msg: "Purchase completed successfully" }, 200);
    },
  );
