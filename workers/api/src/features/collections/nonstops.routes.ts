import { createRouter } from "../../kit/router";
import { addCollectionRoutes } from "./collection.routes";
import { NonstopDetail, NonstopPage, NonstopPlay } from "./nonstops.contract";
import {
  findVisibleNonstop,
  listNonstops,
  listTrendingNonstops,
  loadVisibleNonstop,
  nonstopTracks,
} from "./nonstops.service";

/** `/user/global/nonstops`: endless curated mixes (spec §1), played in DJ mode by the player. */
export const nonstopRoutes = addCollectionRoutes(createRouter(), {
  type: "nonstop",
  tag: "Non-stop",
  lists: [
    { path: "/", summary: "Non-stop streams, newest first", list: listNonstops },
    {
      path: "/trending",
      summary: "Non-stop streams by plays this week, then all-time plays",
      list: listTrendingNonstops,
    },
  ],
  schemas: { page: NonstopPage, detail: NonstopDetail, play: NonstopPlay },
  summaries: {
    detail: "A non-stop stream with its tracks in order",
    play: "Play a non-stop stream: its tracks in order; counts one play per listener per 30 minutes",
  },
  pageNoun: "A page of non-stop streams",
  noun: "The stream",
  find: (ctx, id) => findVisibleNonstop(ctx.db, id, ctx.isAdmin),
  tracks: nonstopTracks,
  load: loadVisibleNonstop,
});
