import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../../env";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../../http/openapi";
import { idParam, ToggleBody, viewContextOf } from "../../../services/catalogue/http";
import type { ViewContext } from "../../../services/catalogue/view-context";
import { setReaction } from "../../../services/engagement/reactions.service";

const FLAGS = {
  like: { flag: "liked", count: "like_count", verb: "Like" },
  save: { flag: "saved", count: "save_count", verb: "Save" },
} as const;

/**
 * `POST /like/{id}` and `/save/{id}` for playlists and non-stop streams (the catalogue's
 * `addToggleRoutes` covers tracks, albums and artists): `{ value }` sets the state, no body flips it.
 * `check` 404s what the viewer may not see before anything is written.
 */
export function addCollectionToggleRoutes(
  router: OpenAPIHono<AppEnv>,
  subject: {
    type: "playlist" | "nonstop";
    tag: string;
    check: (ctx: ViewContext, id: string) => Promise<unknown>;
  },
) {
  for (const kind of ["like", "save"] as const) {
    const { flag, count, verb } = FLAGS[kind];
    const answer = z.object({ [flag]: z.boolean(), [count]: z.number().int() });
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
        await subject.check(ctx, id);
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
