import type { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { bearer, defineRoute, errorResponses, jsonResponse, pageRoute } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { idParam } from "../../kit/params";
import { addToggleRoutes } from "../../kit/toggles";
import type { ViewContext } from "../catalogue";
import { reactionSetter, viewContextOf } from "../catalogue";
import { type OpenableCollection, openCollection, playCollection } from "./collection-plays";
import { COLLECTION_SUBJECTS } from "./collection-subjects";

/** One paged list of a collection type (`GET` with `?page=&per_page=`). */
export interface CollectionList {
  path: "/" | `/${string}`;
  summary: string;
  /** A page of views and the total, read together. */
  list: (ctx: ViewContext, page: number, perPage: number) => Promise<{ items: unknown[]; total: number }>;
}

/** A collection type the shared routes serve: how it is opened (`type`, `load`, `tracks`) and described. */
export interface CollectionSubject extends OpenableCollection {
  tag: string;
  /** Registered first, in this order. */
  lists: CollectionList[];
  /**
   * The answers of the lists (a page of views), `/{id}` (the view with its tracks) and `/play/{id}`
   * (`{ [type]: view, tracks }`).
   */
  schemas: { page: z.ZodType; detail: z.ZodType; play: z.ZodType };
  summaries: { detail: string; play: string };
  /** What a list answers ("A page of playlists"). */
  pageNoun: string;
  /** What the detail answer is ("The playlist"); the play answer adds " and its tracks". */
  noun: string;
  /** 404s a collection the viewer may not open (never 403, so ids cannot be probed): the toggles' check. */
  find: (ctx: ViewContext, id: string) => Promise<unknown>;
}

/**
 * Registers the routes playlists and non-stop streams share: their paged lists, `POST /play/{id}`
 * (tracks in order, one counted play per listener per 30 minutes), `GET /{id}` (the collection with its
 * tracks) and like/save toggles. The lists go first: `/{id}` would otherwise shadow `/trending` and
 * `/played`.
 */
export function addCollectionRoutes(router: OpenAPIHono<AppEnv>, s: CollectionSubject) {
  for (const { path, summary, list } of s.lists) {
    const route = pageRoute({
      path,
      tags: [s.tag],
      summary,
      query: pageQuerySchema,
      page: s.schemas.page,
      description: s.pageNoun,
    });
    router.openapi(route, async (c) => {
      const { page, per_page } = c.req.valid("query");
      const { items, total } = await list(viewContextOf(c), page, per_page);
      return c.json({ data: toPage(items, { page, perPage: per_page, total }) }, 200);
    });
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
      const { view, tracks } = await playCollection(viewContextOf(c), s, c.req.valid("param").id);
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
      const { view, tracks } = await openCollection(viewContextOf(c), s, c.req.valid("param").id);
      return c.json({ data: { ...view, tracks } }, 200);
    },
  );
  return addToggleRoutes(router, {
    type: s.type,
    tag: s.tag,
    kinds: ["like", "save"],
    context: viewContextOf,
    check: s.find,
    set: reactionSetter(COLLECTION_SUBJECTS[s.type]),
  });
}
