import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { addToggleRoutes } from "../../kit/toggles";
import { selectArtistViews } from "./artist-views";
import { ArtistDetail, ArtistPage } from "./artists.contract";
import { artistDetail } from "./artists.service";
import { REACTION_TARGETS } from "./counter-targets";
import { listedRoutes } from "./listed-routes";
import { LISTED } from "./ranked-lists";
import { reactionSetter } from "./reactions.service";
import { viewContextOf } from "./route-context";
import { visibleArtist } from "./visible.service";

const TAG = "Artists";

/** `/user/global/artists`: browse, trending, details (top tracks and albums), like/save/follow. */
export const artistRoutes = listedRoutes({
  subject: LISTED.artist,
  tag: TAG,
  page: ArtistPage,
  noun: "artists",
  summaries: {
    list: "Active artists, newest or most played first",
    trending: "Artists by counted plays in the last 7 days, then all-time plays",
  },
  select: selectArtistViews,
}).openapi(
  defineRoute({
    method: "get",
    path: "/{id}",
    tags: [TAG],
    summary: "One artist with their most played tracks and their albums",
    security: bearer,
    request: { params: idParam },
    responses: { 200: jsonResponse(ArtistDetail, "The artist"), ...errorResponses(401, 404) },
  }),
  async (c) => {
    const data = await artistDetail(viewContextOf(c), c.req.valid("param").id);
    return c.json({ data }, 200);
  },
);

addToggleRoutes(artistRoutes, {
  type: "artist",
  tag: TAG,
  kinds: ["like", "save", "follow"],
  context: viewContextOf,
  check: visibleArtist,
  set: reactionSetter(REACTION_TARGETS.artist),
});
