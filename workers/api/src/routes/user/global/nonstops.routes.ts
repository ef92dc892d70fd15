import { z } from "@hono/zod-openapi";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../../http/openapi";
import { createRouter } from "../../../http/router";
import { addToggleRoutes, idParam, viewContextOf } from "../../../services/catalogue/http";
import { pageQuerySchema, pageSchema, pageWindow, toPage } from "../../../services/catalogue/pagination";
import { loadTrackViews, trackViewSchema } from "../../../services/catalogue/track-views";
import type { ViewContext } from "../../../services/catalogue/view-context";
import { countCollectionPlay } from "../../../services/collections/collection-plays";
import { LISTED_COLLECTIONS, rankByRecentPlays } from "../../../services/collections/collection-rankings";
import {
  countListedNonstops,
  findVisibleNonstop,
  listNonstopIds,
  loadNonstopViews,
  nonstopTrackIds,
  nonstopViewSchema,
} from "../../../services/collections/nonstops.service";

const tags = ["Non-stop"];
/** Trending non-stops rank by counted plays over the last week, like trending tracks. */
const TRENDING_DAYS = 7;
const NonstopDetail = nonstopViewSchema.extend({ tracks: z.array(trackViewSchema) }).openapi("NonstopDetail");
const NonstopPlay = z
  .object({ nonstop: nonstopViewSchema, tracks: z.array(trackViewSchema) })
  .openapi("NonstopPlay");

async function nonstopWithTracks(ctx: ViewContext, id: string) {
  const row = await findVisibleNonstop(ctx.db, id, ctx.isAdmin);
  const trackIds = await nonstopTrackIds(ctx.db, row.id);
  const [[nonstop], tracks] = await Promise.all([
    loadNonstopViews(ctx, [row.id]),
    loadTrackViews(ctx, trackIds),
  ]);
  return { nonstop: nonstop!, tracks };
}

const listRoute = (path: "/" | "/trending", summary: string) =>
  defineRoute({
    method: "get",
    path,
    tags,
    summary,
    security: bearer,
    request: { query: pageQuerySchema },
    responses: {
      200: jsonResponse(pageSchema(nonstopViewSchema), "A page of non-stop streams"),
      ...errorResponses(401, 422),
    },
  });

/** `/user/global/nonstops`: endless curated mixes (spec §1), played in DJ mode by the player. */
export const nonstopRoutes = createRouter()
  .openapi(listRoute("/", "Non-stop streams, newest first"), async (c) => {
    const ctx = viewContextOf(c);
    const { page, per_page } = c.req.valid("query");
    const { ids, total } = await listNonstopIds(ctx.db, page, per_page);
    return c.json(
      { data: toPage(await loadNonstopViews(ctx, ids), { page, perPage: per_page, total }) },
      200,
    );
  })
  .openapi(listRoute("/trending", "Non-stop streams by plays this week, then all-time plays"), async (c) => {
    const ctx = viewContextOf(c);
    const { page, per_page } = c.req.valid("query");
    const { limit, offset } = pageWindow(page, per_page);
    const [ranked, total] = await Promise.all([
      rankByRecentPlays(ctx.db, LISTED_COLLECTIONS.nonstop, {
        days: TRENDING_DAYS,
        offset,
        limit,
        nowMs: ctx.now,
      }),
      countListedNonstops(ctx.db),
    ]);
    const views = await loadNonstopViews(
      ctx,
      ranked.map((r) => r.id),
    );
    return c.json({ data: toPage(views, { page, perPage: per_page, total }) }, 200);
  })
  .openapi(
    defineRoute({
      method: "post",
      path: "/play/{id}",
      tags,
      summary: "Play a non-stop stream: its tracks in order; counts one play per listener per 30 minutes",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(NonstopPlay, "The stream and its tracks"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const { nonstop, tracks } = await nonstopWithTracks(ctx, c.req.valid("param").id);
      const first = tracks[0];
      if (first) {
        const counted = await countCollectionPlay(ctx.db, {
          userId: ctx.viewerId,
          subjectType: "nonstop",
          subjectId: nonstop.id,
          firstTrackId: first.id,
          nowMs: ctx.now,
        });
        if (counted) nonstop.play_count += 1;
      }
      return c.json({ data: { nonstop, tracks } }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/{id}",
      tags,
      summary: "A non-stop stream with its tracks in order",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(NonstopDetail, "The stream"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { nonstop, tracks } = await nonstopWithTracks(viewContextOf(c), c.req.valid("param").id);
      return c.json({ data: { ...nonstop, tracks } }, 200);
    },
  );

addToggleRoutes(nonstopRoutes, {
  type: "nonstop",
  tag: "Non-stop",
  kinds: ["like", "save"],
  check: (ctx, id) => findVisibleNonstop(ctx.db, id, ctx.isAdmin),
});
