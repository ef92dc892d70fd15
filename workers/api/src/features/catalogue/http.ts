import type { OpenAPIHono, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth } from "../../kit/auth";
import { notFound } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import type { ReactionKind } from "../engagement/reaction-flags";
import { setReaction } from "../engagement/reactions.service";
import { TOGGLE_ANSWERS, ToggleBody } from "./http.contract";
import { albums, artists, tracks } from "./schema";
import type { ViewContext } from "./view-context";
import { albumVisibleTo, artistVisibleTo, trackVisibleTo, type Viewer } from "./visibility";

/** The view context of a signed-in request: one clock reading per request. */
export function viewContextOf(c: Context<AppEnv>): ViewContext {
  const auth = currentAuth(c);
  return {
    db: c.var.db,
    env: c.env,
    viewerId: auth.user.id,
    isAdmin: auth.roles.has("admin"),
    now: Date.now(),
  };
}

export const viewerOf = (ctx: ViewContext): Viewer => ({ id: ctx.viewerId, isAdmin: ctx.isAdmin });

/** Loads the visible row or 404s (someone else's draft looks exactly like a missing id). */
export async function visibleTrack(ctx: ViewContext, id: string) {
  const [row] = await ctx.db
    .select({
      id: tracks.id,
      durationMs: tracks.durationMs,
      albumId: tracks.albumId,
      artistId: tracks.artistId,
      genreId: tracks.genreId,
      moodId: tracks.moodId,
    })
    .from(tracks)
    .where(and(eq(tracks.id, id), trackVisibleTo(viewerOf(ctx))))
    .limit(1);
  if (!row) throw notFound("Track");
  return row;
}

export async function visibleAlbum(ctx: ViewContext, id: string) {
  const [row] = await ctx.db
    .select({ id: albums.id, artistId: albums.artistId })
    .from(albums)
    .where(and(eq(albums.id, id), albumVisibleTo(viewerOf(ctx))))
    .limit(1);
  if (!row) throw notFound("Album");
  return row;
}

export async function visibleArtist(ctx: ViewContext, id: string) {
  const [row] = await ctx.db
    .select({ id: artists.id })
    .from(artists)
    .where(and(eq(artists.id, id), artistVisibleTo(viewerOf(ctx))))
    .limit(1);
  if (!row) throw notFound("Artist");
  return row;
}

const FLAGS = {
  like: { flag: "liked", count: "like_count", verb: "Like" },
  save: { flag: "saved", count: "save_count", verb: "Save" },
  follow: { flag: "followed", count: "follower_count", verb: "Follow" },
} as const;

export { TOGGLE_ANSWERS, ToggleBody } from "./http.contract";

const CATALOGUE_CHECKS = { track: visibleTrack, album: visibleAlbum, artist: visibleArtist };

type ToggleSubject =
  | { type: keyof typeof CATALOGUE_CHECKS; tag: string; kinds: readonly ReactionKind[]; check?: never }
  | {
      type: "playlist" | "nonstop";
      tag: string;
      kinds: readonly ReactionKind[];
      /** 404s what the viewer may not see; collections have their own visibility rules. */
      check: (ctx: ViewContext, id: string) => Promise<unknown>;
    };

/**
 * Registers `POST /{kind}/{id}` toggles on a router: optional `{ value }` sets the state (idempotent),
 * no value flips it; the answer is the new state and exact count. Visibility is checked first (the
 * catalogue's own check for tracks, albums and artists, `check` for collections), so a hidden item is
 * a 404 and can never be reacted to.
 */
export function addToggleRoutes(router: OpenAPIHono<AppEnv>, subject: ToggleSubject) {
  const check = subject.check ?? CATALOGUE_CHECKS[subject.type];
  for (const kind of subject.kinds) {
    const { flag, count, verb } = FLAGS[kind];
    // Widened: the handler builds the answer from the verb's own key names, which TypeScript cannot follow.
    const answer: z.ZodType = TOGGLE_ANSWERS[kind];
    router.openapi(
      defineRoute({
        method: "post",
        path: `/${kind}/{id}`,
        tags: [subject.tag],
        summary: `${verb} or un-${kind} a ${subject.type} (body { value } sets, no body flips)`,
        security: bearer,
        request: {
          params: idParam,
          body: { required: false, content: { "application/json": { schema: ToggleBody } } },
        },
        responses: { 200: jsonResponse(answer, "The new state"), ...errorResponses(401, 404, 422) },
      }),
      async (c) => {
        const ctx = viewContextOf(c);
        const { id } = c.req.valid("param");
        await check(ctx, id);
        const { value } = c.req.valid("json");
        const result = await setReaction(ctx.db, {
          userId: ctx.viewerId,
          kind,
          subjectType: subject.type,
          subjectId: id,
          value,
        });
        return c.json({ data: { [flag]: result.on, [count]: result.count } }, 200);
      },
    );
  }
  return router;
}
