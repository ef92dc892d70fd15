import { pageRoute } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { createRouter } from "../../kit/router";
import { viewContextOf } from "../catalogue/route-context";
import { addCollectionRoutes } from "./collection-routes";
import { NonstopDetail, NonstopPage, NonstopPlay } from "./nonstops.contract";
import {
  findVisibleNonstop,
  listNonstops,
  listTrendingNonstops,
  loadVisibleNonstop,
  nonstopTracks,
} from "./nonstops.service";

const tags = ["Non-stop"];

const listRoute = (path: "/" | "/trending", summary: string) =>
  pageRoute({
    path,
    tags,
    summary,
    query: pageQuerySchema,
    page: NonstopPage,
    description: "A page of non-stop streams",
  });

/** `/user/global/nonstops`: endless curated mixes (spec §1), played in DJ mode by the player. */
export const nonstopRoutes = createRouter()
  .openapi(listRoute("/", "Non-stop streams, newest first"), async (c) => {
    const ctx = viewContextOf(c);
    const { page, per_page } = c.req.valid("query");
    const { items, total } = await listNonstops(ctx, page, per_page);
    return c.json({ data: toPage(items, { page, perPage: per_page, total }) }, 200);
  })
  .openapi(listRoute("/trending", "Non-stop streams by plays this week, then all-time plays"), async (c) => {
    const ctx = viewContextOf(c);
    const { page, per_page } = c.req.valid("query");
    const { items, total } = await listTrendingNonstops(ctx, page, per_page);
    return c.json({ data: toPage(items, { page, perPage: per_page, total }) }, 200);
  });

addCollectionRoutes(nonstopRoutes, {
  type: "nonstop",
  tag: "Non-stop",
  schemas: { detail: NonstopDetail, play: NonstopPlay },
  summaries: {
    detail: "A non-stop stream with its tracks in order",
    play: "Play a non-stop stream: its tracks in order; counts one play per listener per 30 minutes",
  },
  noun: "The stream",
  find: (ctx, id) => findVisibleNonstop(ctx.db, id, ctx.isAdmin),
  tracks: nonstopTracks,
  load: loadVisibleNonstop,
});
