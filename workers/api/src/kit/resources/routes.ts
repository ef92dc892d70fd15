import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv, Bindings } from "../../env";
import { actingUser } from "../auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../openapi";
import { idParam } from "../params";
import { createRouter } from "../router";
import {
  BulkStatusBody,
  BulkStatusResult,
  ResourceDeleted,
  type ResourceListQuery,
  StatusBody,
} from "./contract";
import { bulkStatusMessage, resourceMessage, statusVerb } from "./rules";
import type { ResourceService } from "./spec";

/** The operations of a managed resource, each mountable on its own. */
export const RESOURCE_OPERATIONS = ["list", "create", "get", "update", "status", "delete"] as const;
export type ResourceOperation = (typeof RESOURCE_OPERATIONS)[number];

interface ResourceRoutesConfig<
  V extends z.ZodType,
  C extends z.ZodObject,
  U extends z.ZodType,
  D extends z.ZodType,
> {
  /** Singular, capitalised entity name of the §8 messages ("Genre"). */
  entity: string;
  /** OpenAPI tag the operations are grouped under. */
  tag: string;
  /**
   * The wire shapes, each a schema the contract names (the endpoint table refers to them by name): one
   * row and its page, the list query (`ResourceListQuery`, extended by `sortQuery(…)` for a sortable list
   * and by filters whose keys reach the service as `filters`), the create and update bodies (zod, so forms
   * can share them), and optionally the `GET /{id}` detail (default: the row).
   */
  schemas: { view: V; page: z.ZodType; listQuery: z.ZodType; create?: C; update: U; detail?: D };
  /** The service, or a function of the worker's bindings building it (for R2, queues, …). */
  service:
    | ResourceService<z.output<V>, z.output<C>, z.output<U>, z.output<D>>
    | ((env: Bindings) => ResourceService<z.output<V>, z.output<C>, z.output<U>, z.output<D>>);
  /** The operations to mount (default all): a resource whose rows are made elsewhere has no `create`. */
  operations?: readonly ResourceOperation[];
  /** Mounts `POST /bulk-status` (the service must have `setStatusMany`). */
  bulkStatus?: boolean;
}

/**
 * The spec §7 shape of a managed resource — `GET /` (paged, `?status=` and `?q=`), `POST /create`,
 * `GET /{id}`, `POST /update/{id}`, `POST /status/{id}`, `POST /delete/{id}` — answering with the §8
 * messages ("Genre Added", "Genre Deactivated", …). Access is the mount point's area guard (`/admin`,
 * `/creator`) plus the service's ownership rule; the routes only parse, call and answer.
 *
 * @example api.route("/admin/music-genres", resourceRoutes({ entity: "Genre", tag: "Admin: genres", schemas, service }));
 */
export function resourceRoutes<
  V extends z.ZodType,
  C extends z.ZodObject,
  U extends z.ZodType,
  D extends z.ZodType = V,
>(config: ResourceRoutesConfig<V, C, U, D>) {
  const { entity, tag } = config;
  type AnyService = ResourceService<unknown, unknown, unknown>;
  const serviceOf = (c: Context<AppEnv>): AnyService =>
    (typeof config.service === "function" ? config.service(c.env) : config.service) as AnyService;
  // The routes are built once over the base zod types (OpenAPIHono cannot infer handlers from generic
  // schemas); the caller's exact types come back through the service's signature.
  const schemas = config.schemas as unknown as {
    view: z.ZodType;
    page: z.ZodType;
    create?: z.ZodObject;
    update: z.ZodObject;
    detail?: z.ZodType;
    listQuery: typeof ResourceListQuery;
  };
  const listQuery = schemas.listQuery;
  const mounted = new Set(config.operations ?? RESOURCE_OPERATIONS);
  if (mounted.has("create") && !schemas.create)
    throw new Error("resourceRoutes: create needs schemas.create.");
  const tags = [tag];
  const message = (verb: Parameters<typeof resourceMessage>[1]) => resourceMessage(entity, verb);
  const lower = entity.toLowerCase();
  const router = createRouter();

  if (mounted.has("list")) {
    // Spec §7 writes the list as `…/list`; the base path answers the same (older clients call it).
    for (const [path, summary] of [
      ["/list", `A page of ${lower}s, optionally by status or title prefix`],
      ["/", `A page of ${lower}s (the same as …/list)`],
    ] as const) {
      router.openapi(
        defineRoute({
          method: "get",
          path,
          tags,
          summary,
          security: bearer,
          request: { query: listQuery },
          responses: {
            200: jsonResponse(schemas.page, `A page of ${lower}s`),
            ...errorResponses(401, 403, 422),
          },
        }),
        async (c) => {
          const { page, per_page, status, q, sort, direction, ...filters } = c.req.valid("query") as z.output<
            typeof ResourceListQuery
          > & { sort?: string; direction?: "asc" | "desc" };
          const found = await serviceOf(c).list(c.var.db, actingUser(c), {
            page,
            perPage: per_page,
            status,
            q,
            ...(sort ? { sort, direction } : {}),
            filters,
          });
          return c.json({ data: found }, 200);
        },
      );
    }
  }
  if (mounted.has("create") && schemas.create) {
    router.openapi(
      defineRoute({
        method: "post",
        path: "/create",
        tags,
        summary: `Add a ${lower}`,
        security: bearer,
        request: { body: jsonBody(schemas.create as z.ZodObject) },
        responses: { 201: jsonResponse(schemas.view, `The new ${lower}`), ...errorResponses(401, 403, 422) },
      }),
      async (c) => {
        const row = await serviceOf(c).create(c.var.db, actingUser(c), c.req.valid("json"));
        return c.json({ data: row, msg: message("Added") }, 201);
      },
    );
  }
  if (config.bulkStatus) {
    router.openapi(
      defineRoute({
        method: "post",
        path: "/bulk-status",
        tags,
        summary: `Activate (1) or deactivate (0) up to 100 ${lower}s at once`,
        security: bearer,
        request: { body: jsonBody(BulkStatusBody) },
        responses: {
          200: jsonResponse(BulkStatusResult, `How many ${lower}s changed`),
          ...errorResponses(401, 403, 422),
        },
      }),
      async (c) => {
        const { ids, status } = c.req.valid("json");
        const service = serviceOf(c);
        if (!service.setStatusMany) throw new Error(`resourceRoutes: ${entity} has no setStatusMany.`);
        const { updated } = await service.setStatusMany(c.var.db, actingUser(c), ids, status);
        return c.json({ data: { updated }, msg: bulkStatusMessage(entity, updated, status) }, 200);
      },
    );
  }
  if (mounted.has("get")) {
    router.openapi(
      defineRoute({
        method: "get",
        path: "/{id}",
        tags,
        summary: `One ${lower}`,
        security: bearer,
        request: { params: idParam },
        responses: {
          200: jsonResponse(schemas.detail ?? schemas.view, `The ${lower}`),
          ...errorResponses(401, 403, 404),
        },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        return c.json({ data: await serviceOf(c).get(c.var.db, actingUser(c), id) }, 200);
      },
    );
  }
  if (mounted.has("update")) {
    router.openapi(
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
        const row = await serviceOf(c).update(c.var.db, actingUser(c), id, c.req.valid("json"));
        return c.json({ data: row, msg: message("Updated") }, 200);
      },
    );
  }
  if (mounted.has("status")) {
    router.openapi(
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
        const row = await serviceOf(c).setStatus(c.var.db, actingUser(c), c.req.valid("param").id, status);
        return c.json({ data: row, msg: message(statusVerb(status)) }, 200);
      },
    );
  }
  if (mounted.has("delete")) {
    router.openapi(
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
        const gone = await serviceOf(c).remove(c.var.db, actingUser(c), c.req.valid("param").id);
        return c.json({ data: gone, msg: message("Deleted") }, 200);
      },
    );
  }
  return router;
}
