import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { addToggleRoutes } from "../../kit/toggles";
import { selectAlbumViews } from "./album-views";
import { AlbumDetail, AlbumPage } from "./albums.contract";
import { albumDetail } from "./albums.service";
import { REACTION_TARGETS } from "./counter-targets";
import { listedRoutes } from "./listed-routes";
import { LISTED } from "./ranked-lists";
import { reactionSetter } from "./reactions.service";
import { viewContextOf } from "./route-context";
import { visibleAlbum } from "./visible.service";

const TAG = "Albums";

/** `/user/global/albums`: browse, trending, details (tracks in order), like/save/follow. */
export const albumRoutes = listedRoutes({
  subject: LISTED.album,
  tag: TAG,
  page: AlbumPage,
  noun: "albums",
  summaries: {
    list: "Listed albums, newest or most played first",
    trending: "Albums by counted plays in the last 7 days, then all-time plays",
  },
  select: selectAlbumViews,
}).openapi(
  defineRoute({
    method: "get",
    path: "/{id}",
    tags: [TAG],
    summary: "One album with its tracks in order",
    security: bearer,
    request: { params: idParam },
    responses: { 200: jsonResponse(AlbumDetail, "The album"), ...errorResponses(401, 404) },
  }),
  async (c) => {
    const data = await albumDetail(viewContextOf(c), c.req.valid("param").id);
    return c.json({ data }, 200);
  },
);

addToggleRoutes(albumRoutes, {
  type: "album",
  tag: TAG,
  kinds: ["like", "save", "follow"],
  context: viewContextOf,
  check: visibleAlbum,
  set: reactionSetter(REACTION_TARGETS.album),
});
