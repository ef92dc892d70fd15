import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../env";
import { onError, onNotFound } from "../../http/on-error";
import { pageSchema } from "../pagination";
import { createRouter } from "../router";
import { ResourceListQuery, sortQuery } from "./contract";
import { resourceRoutes } from "./routes";
import type { ResourceService } from "./spec";

const View = z.object({ id: z.string() });
const Body = z.object({ name: z.string() });
const Page = pageSchema(View);

/** A service answering from memory, recording the list queries it gets. */
function memoryService() {
  const lists: unknown[] = [];
  const service: ResourceService<{ id: string }, { name: string }, { name: string }> = {
    list: async (_db, _actor, query) => {
      lists.push(query);
      return {
        data: [],
        current_page: 1,
        last_page: 1,
        total: 0,
        from: null,
        to: null,
        per_page: query.perPage,
      };
    },
    get: async (_db, _actor, id) => ({ id }),
    create: async () => ({ id: "new" }),
    update: async (_db, _actor, id) => ({ id }),
    setStatus: async (_db, _actor, id) => ({ id }),
    remove: async (_db, _actor, id) => ({ id }),
  };
  return { service, lists };
}

/** The routes under a test app with a fake signed-in caller. */
function app(routes: ReturnType<typeof resourceRoutes>, after: { fetch: unknown } = createRouter()) {
  const root = createRouter();
  root.onError(onError);
  root.notFound(onNotFound);
  root.use("*", async (c, next) => {
    c.set("auth", { user: { id: "usr_test" }, roles: new Set() } as unknown as AppEnv["Variables"]["auth"]);
    await next();
  });
  root.route("/things", routes).route("/things", after as ReturnType<typeof createRouter>);
  return async (path: string, init: RequestInit = {}) => {
    const ctx = createExecutionContext();
    const res = await root.fetch(new Request(`http://localhost${path}`, init), env, ctx);
    await waitOnExecutionContext(ctx);
    return { status: res.status, json: (await res.json()) as { data?: unknown; msg?: string } };
  };
}

describe("resourceRoutes options", () => {
  it("mounts only the operations asked for", async () => {
    const { service } = memoryService();
    const fetch = app(
      resourceRoutes({
        entity: "Thing",
        tag: "t",
        schemas: { view: View, page: Page, listQuery: ResourceListQuery, update: Body },
        service,
        operations: ["get"],
      }),
    );
    const id = "thg_01jd2x9k3m7q8r4t5v6w7x8y9z";
    expect((await fetch(`/things/${id}`)).json).toEqual({ data: { id } });
    const create = await fetch("/things/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x" }),
    });
    expect(create.status).toBe(404);
    expect((await fetch("/things")).status).toBe(404);
  });

  it("passes the extra list query keys as filters", async () => {
    const { service, lists } = memoryService();
    const listQuery = z.object({
      page: z.coerce.number().default(1),
      per_page: z.coerce.number().default(20),
      status: z.undefined().optional(),
      q: z.string().optional(),
      colour: z.enum(["red", "blue"]).optional(),
    });
    const fetch = app(
      resourceRoutes({
        entity: "Thing",
        tag: "t",
        schemas: { view: View, page: Page, update: Body, listQuery },
        service,
        operations: ["list"],
      }),
    );
    expect((await fetch("/things?colour=red&q=a")).status).toBe(200);
    expect(lists.at(-1)).toEqual({
      page: 1,
      perPage: 20,
      status: undefined,
      q: "a",
      filters: { colour: "red" },
    });
    expect((await fetch("/things?colour=green")).status).toBe(422);
  });

  it("offers only the sorts it is given, and bulk status only when asked", async () => {
    const { service, lists } = memoryService();
    const config = {
      entity: "Thing",
      tag: "t",
      schemas: { view: View, page: Page, listQuery: ResourceListQuery, update: Body },
      service,
      operations: ["list"],
    } as const;
    const sorted = ResourceListQuery.extend(sortQuery(["title", "created_at"]).shape);
    const fetch = app(resourceRoutes({ ...config, schemas: { ...config.schemas, listQuery: sorted } }));
    expect((await fetch("/things?sort=created_at&direction=desc")).status).toBe(200);
    expect(lists.at(-1)).toMatchObject({ sort: "created_at", direction: "desc", filters: {} });
    expect((await fetch("/things?sort=secret")).status).toBe(422);
    const bulk = (f: typeof fetch) =>
      f("/things/bulk-status", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ids: ["a"], status: 0 }),
      });
    expect((await bulk(fetch)).status).toBe(404);
    const withBulk = app(
      resourceRoutes({
        ...config,
        bulkStatus: true,
        service: { ...service, setStatusMany: async (_db, _actor, ids) => ({ updated: ids.length }) },
      }),
    );
    expect((await bulk(withBulk)).json).toEqual({ data: { updated: 1 }, msg: "1 thing deactivated" });
    const unsorted = app(resourceRoutes(config));
    expect((await unsorted("/things?sort=title")).status).toBe(200);
    expect(lists.at(-1)).not.toHaveProperty("sort");
  });

  it("never takes a literal word for an id, whatever the mount order; the list answers at …/list too", async () => {
    const { service } = memoryService();
    const metrics = createRouter().get("/metrics", (c) => c.json({ data: "metrics" }));
    const id = "thg_01jd2x9k3m7q8r4t5v6w7x8y9z";
    const config = {
      entity: "Thing",
      tag: "t",
      schemas: { view: View, page: Page, listQuery: ResourceListQuery, update: Body },
      service,
      operations: ["get", "list"] as const,
    };
    const fetch = app(resourceRoutes(config), metrics);
    expect((await fetch("/things/metrics")).json).toEqual({ data: "metrics" });
    expect((await fetch(`/things/${id}`)).json).toEqual({ data: { id } });
    const alone = app(resourceRoutes(config));
    expect((await alone("/things/metrics")).status).toBe(404);
    expect((await alone("/things/list")).json).toEqual((await alone("/things")).json);
  });
});
