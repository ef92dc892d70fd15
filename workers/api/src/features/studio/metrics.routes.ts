import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { CreatorMetrics, MetricsQuery, SubjectMetrics } from "./metrics.contract";
import { creatorMetrics, subjectMetrics } from "./metrics.service";

const TRACKS_TAG = "Creator music tracks";
const ALBUMS_TAG = "Creator music albums";

const subjectRoute = (tag: string, noun: string) =>
  defineRoute({
    method: "get",
    path: "/metrics/{id}",
    tags: [tag],
    summary: `One of the creator's ${noun}s: plays, distinct listeners, likes, saves, follows, top countries and sources`,
    security: bearer,
    request: { params: idParam, query: MetricsQuery },
    responses: {
      200: jsonResponse(SubjectMetrics, `The ${noun}'s metrics`),
      ...errorResponses(401, 403, 404, 422),
    },
  });

/**
 * `/creator/music-tracks/metrics` (the creator's catalogue) and `/metrics/{id}` (one owned track). Mounted
 * before the tracks manager's `/{id}` routes on the same prefix so these paths win.
 */
export const trackMetricsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/metrics",
      tags: [TRACKS_TAG],
      summary: "The creator's catalogue: totals, daily series, top tracks, countries and sources",
      security: bearer,
      request: { query: MetricsQuery },
      responses: {
        200: jsonResponse(CreatorMetrics, "The creator's metrics"),
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const { window } = c.req.valid("query");
      const data = await creatorMetrics(c.var.db, {
        userId: currentAuth(c).user.id,
        window,
        nowMs: Date.now(),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(subjectRoute(TRACKS_TAG, "track"), async (c) => {
    const data = await subjectMetrics(c.var.db, {
      type: "track",
      id: c.req.valid("param").id,
      ownerId: currentAuth(c).user.id,
      window: c.req.valid("query").window,
      nowMs: Date.now(),
    });
    return c.json({ data }, 200);
  });

/** `/creator/music-albums/metrics/{id}`: one owned album's metrics (before the albums manager's `/{id}`). */
export const albumMetricsRoutes = createRouter().openapi(subjectRoute(ALBUMS_TAG, "album"), async (c) => {
  const data = await subjectMetrics(c.var.db, {
    type: "album",
    id: c.req.valid("param").id,
    ownerId: currentAuth(c).user.id,
    window: c.req.valid("query").window,
    nowMs: Date.now(),
  });
  return c.json({ data }, 200);
});
