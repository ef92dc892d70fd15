import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth } from "../auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../openapi";
import { pageSchema } from "../pagination";
import { idParam } from "../params";
import { createRouter } from "../router";
import { ResourceDeleted, ResourceListQuery, StatusBody } from "./contract";
import { resourceMessage, statusVerb } from "./rules";
import type { Actor, ResourceService } from "./service";

interface ResourceRoutesConfig<V extends z.ZodType, C extends z.ZodObject, U extends z.ZodObject> {
  /** Singular, capitalised entity name of the §8 messages ("Genre"). */
  entity: string;
  /** OpenAPI tag the operations are grouped under. */
  tag: string;
  /** The wire shapes: one row, the create body and the update body (zod, so forms can share them). */
  schemas: { view: V; create: C; update: U };
  service: ResourceService<z.output<V>, z.output<C>, z.output<U>>;
}

const actorOf = (c: Context<AppEnv>): Actor => ({ userId: currentAuth(c).user.id, now: new Date() });

/**
 * The spec §7 shape of a managed resource — `GET /` (paged, `?status=` and `?q=`), `POST /create`,
 * `GET /{id}`, `POST /update/{id}`, `POST /status/{id}`, `POST /delete/{id}` — answering with the §8
 * messages ("Genre Added", "Genre Deactivated", …). Access is the mount point's area guard (`/admin`,
 * `/creator`) plus the service's ownership rule; the routes only parse, call and answer.
 *
 * @example api.route("/admin/music-genres", resourceRoutes({ entity: "Genre", tag: "Admin: genres", schemas, service }));
 */
export function resourceRoutes<V extends z.ZodType, C extends z.ZodObject, U extends z.ZodObject>(
  config: ResourceRoutesConfig<V, C, U>,
) {
  const { entity, tag } = config;
  const service = config.service as unknown as ResourceService<unknown, unknown, unknown>;
  // The routes are built once over the base zod types (OpenAPIHono cannot infer handlers from generic
  // schemas); the caller's exact types come back through the service's signature.
  const schemas = config.schemas as unknown as { view: z.ZodType; create: z.ZodObject; update: z.ZodObject };
  const tags = [tag];
  const message = (verb: Parameters<typeof resourceMessage>[1]) => resourceMessage(entity, verb);
  const lower = entity.toLowerCase();

  return createRouter()
    .openapi(
      defineRoute({
        method: "get",
        path: "/",
        tags,
        summary: `A page of ${lower}s, optionally by status or title prefix`,
        security: bearer,
        request: { query: ResourceListQuery },
        responses: {
          200: jsonResponse(pageSchema(schemas.view), `A page of ${lower}s`),
          ...errorResponses(401, 403, 422),
        },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const page = await service.list(c.var.db, actorOf(c), {
          page: q.page,
          perPage: q.per_page,
          status: q.status,
          q: q.q,
        });
        return c.json({ data: page }, 200);
      },
    )
    .openapi(
      defineRoute({
        method: "post",
        path: "/create",
        tags,
        summary: `Add a ${lower}`,
        security: bearer,
        request: { body: jsonBody(schemas.create) },
        responses: { 201: jsonResponse(schemas.view, `The new ${lower}`), ...errorResponses(401, 403, 422) },
      }),
      async (c) => {
        const row = await service.create(c.var.db, actorOf(c), c.req.valid("json"));
        return c.json({ data: row, msg: message("Added") }, 201);
      },
    )
    .openapi(
      defineRoute({
        method: "get",
        path: "/{id}",
        tags,
        summary: `One ${lower}`,
        security: bearer,
        request: { params: idParam },
        responses: { 200: jsonResponse(schemas.view, `The ${lower}`), ...errorResponses(401, 403, 404) },
      }),
      async (c) => c.json({ data: await service.get(c.var.db, actorOf(c), c.req.valid("param").id) }, 200),
    )
    .openapi(
      defineRoute({
        method: "post",
        path: "/update/{id}",
        tags,
        summary: `Change a ${lower}`,
        security: bearer,
        request: { params: idParam, body: jsonBody(schemas.update) },
        responses: { 200: jsonResponse(schemas.view, `The ${lower}`), ...errorResponses(401, 403, 404, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const row = await service.update(c.var.db, actorOf(c), id, c.req.valid("json"));
        return c.json({ data: row, msg: message("Updated") }, 200);
      },
    )
    .openapi(
      defineRoute({
        method: "post",
        path: "/status/{id}",
        tags,
        summary: `Activate (1) or deactivate (0) a ${lower}`,
        security: bearer,
        request: { params: idParam, body: jsonBody(StatusBody) },
        responses: { 200: jsonResponse(schemas.view, `The ${lower}`), ...errorResponses(401, 403, 404, 422) },
      }),
      async (c) => {
        const { status } = c.req.valid("json");
        const row = await service.setStatus(c.var.db, actorOf(c), c.req.valid("param").id, status);
        return c.json({ data: row, msg: message(statusVerb(status)) }, 200);
      },
    )
    .openapi(
      defineRoute({
        method: "post",
        path: "/delete/{id}",
        tags,
        summary: `Delete a ${lower} nothing uses (one in use can only be deactivated)`,
        security: bearer,
        request: { params: idParam },
        responses: {
          200: jsonResponse(ResourceDeleted, `The deleted ${lower}'s id`),
          ...errorResponses(401, 403, 404, 409),
        },
      }),
      async (c) => {
        const gone = await service.remove(c.var.db, actorOf(c), c.req.valid("param").id);
        return c.json({ data: gone, msg: message("Deleted") }, 200);
      },
    );
}
