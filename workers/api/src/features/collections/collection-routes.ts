import type { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { addToggleRoutes } from "../../kit/toggles";
import { reactionSetter } from "../catalogue/reactions.service";
import { viewContextOf } from "../catalogue/route-context";
import type { TrackView } from "../catalogue/track-views";
import type { ViewContext } from "../catalogue/view-context";
import { countCollectionPlay } from "./collection-plays";
import { REACTION_TARGETS } from "./reaction-targets";

/** What the shared routes read of a view; `view` documents the rest, `load` builds it. */
interface CollectionView {
  id: string;
  play_count: number;
}

export interface CollectionSubject {
  type: "playlist" | "nonstop";
  tag: string;
  /** The answers of `/{id}` (the view with its tracks) and `/play/{id}` (`{ [type]: view, tracks }`). */
  schemas: { detail: z.ZodType; play: z.ZodType };
  summaries: { detail: string; play: string };
  /** What the detail answer is ("The playlist"); the play answer adds " and its tracks". */
  noun: string;
  /** 404s a collection the viewer may not open (never 403, so ids cannot be probed): the toggles' check. */
  find: (ctx: ViewContext, id: string) => Promise<unknown>;
  /** The tracks the viewer may see, in play order, as views (one statement). */
  tracks: (ctx: ViewContext, id: string) => Promise<TrackView[]>;
  /** The collection's view if the viewer may open it, else 404 like `find` (one statement). */
  load: (ctx: ViewContext, id: string) => Promise<CollectionView>;
}

/**
 * Registers what playlists and non-stop streams share after their lists: `POST /play/{id}` (tracks in
 * order, one counted play per listener per 30 minutes), `GET /{id}` (the collection with its tracks)
 * and like/save toggles. Register lists first: `/{id}` would otherwise shadow `/trending` and `/played`.
 */
export function addCollectionRoutes(router: OpenAPIHono<AppEnv>, s: CollectionSubject) {
  // The visible view and the tracks do not depend on each other: one round trip, and a 404 discards
  // the tracks.
  async function withTracks(ctx: ViewContext, id: string) {
    const [view, tracks] = await Promise.all([s.load(ctx, id), s.tracks(ctx, id)]);
    return { view, tracks };
  }

  router.openapi(
    defineRoute({
      method: "post",
      path: "/play/{id}",
      tags: [s.tag],
      summary: s.summaries.play,
      security: bearer,
      request: { params: idParam },
      responses: {
        200: jsonResponse(s.schemas.play, `${s.noun} and its tracks`),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const { view, tracks } = await withTracks(ctx, c.req.valid("param").id);
      const first = tracks[0];
      if (first) {
        const counted = await countCollectionPlay(ctx.db, {
          userId: ctx.viewerId,
          subjectType: s.type,
          subjectId: view.id,
          firstTrackId: first.id,
          nowMs: ctx.now,
        });
        if (counted) view.play_count += 1;
      }
      return c.json({ data: { [s.type]: view, tracks } }, 200);
    },
  );
  router.openapi(
    defineRoute({
      method: "get",
      path: "/{id}",
      tags: [s.tag],
      summary: s.summaries.detail,
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(s.schemas.detail, s.noun), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { view, tracks } = await withTracks(viewContextOf(c), c.req.valid("param").id);
      return c.json({ data: { ...view, tracks } }, 200);
    },
  );
  return addToggleRoutes(router, {
    type: s.type,
    tag: s.tag,
    kinds: ["like", "save"],
    context: viewContextOf,
    check: s.find,
    set: reactionSetter(REACTION_TARGETS[s.type]),
  });
}
