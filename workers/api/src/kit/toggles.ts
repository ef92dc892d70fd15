import type { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { bearer, defineRoute, errorResponses, jsonResponse } from "./openapi";
import { idParam } from "./params";
import { TOGGLE_ANSWERS, ToggleBody, type ToggleKind } from "./toggles.contract";

export { TOGGLE_ANSWERS, ToggleBody, type ToggleKind } from "./toggles.contract";

/** The answer's two keys (state, then count) as its contract lists them, and the verb of the summary. */
function answerKeys(kind: ToggleKind) {
  const [flag, count] = Object.keys(TOGGLE_ANSWERS[kind].shape) as [string, string];
  return { flag, count, verb: `${kind.charAt(0).toUpperCase()}${kind.slice(1)}` };
}

/** One toggle request: `value` sets the state, its absence flips it. */
export interface ToggleChange {
  kind: ToggleKind;
  id: string;
  value?: boolean;
}

/** What a feature supplies for its toggles; `Ctx` is whatever its services take (built once per request). */
export interface ToggleSubject<Ctx> {
  /** The subject's noun in the route summaries ("track", "playlist"). */
  type: string;
  tag: string;
  kinds: readonly ToggleKind[];
  context: (c: Context<AppEnv>) => Ctx;
  /** Throws (404) when the caller may not see the subject: a hidden item can never be toggled. */
  check: (ctx: Ctx, id: string) => Promise<unknown>;
  /** Applies the change; answers the new state and the subject's exact count. */
  set: (ctx: Ctx, change: ToggleChange) => Promise<{ on: boolean; count: number }>;
}

/**
 * Registers an idempotent `POST /{kind}/{id}` toggle per kind on a router: optional `{ value }` sets the
 * state (repeating it changes nothing), no body flips it; the answer is the new state and the exact
 * count, named after the verb (`{ liked, like_count }`). `check` runs before the body is read, so a
 * hidden item is a 404 whatever the body.
 *
 * @example addToggleRoutes(router, { type: "track", tag: "Tracks", kinds: ["like"], context, check, set })
 */
export function addToggleRoutes<Ctx>(router: OpenAPIHono<AppEnv>, subject: ToggleSubject<Ctx>) {
  for (const kind of subject.kinds) {
    const { flag, count, verb } = answerKeys(kind);
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
        const ctx = subject.context(c);
        const { id } = c.req.valid("param");
        await subject.check(ctx, id);
        const { value } = c.req.valid("json");
        const result = await subject.set(ctx, { kind, id, value });
        return c.json({ data: { [flag]: result.on, [count]: result.count } }, 200);
      },
    );
  }
  return router;
}
