import { z } from "@hono/zod-openapi";
import type { SQL } from "drizzle-orm";
import { pageRoute } from "../../../http/openapi";
import { createRouter } from "../../../http/router";
import { viewContextOf } from "../../../services/catalogue/http";
import {
  type PageQuery,
  pageQuerySchema,
  type pageSchema,
  toPage,
} from "../../../services/catalogue/pagination";
import {
  type IdPage,
  type ListedSubject,
  listedIds,
  trendingIds,
} from "../../../services/catalogue/ranked-lists";
import type { TotalFilter } from "../../../services/catalogue/totals";
import type { ViewContext } from "../../../services/catalogue/view-context";

/** `?sort=new|popular` on top of the page query, as every listed catalogue subject accepts it. */
export const sortQuerySchema = pageQuerySchema.extend({
  sort: z.enum(["new", "popular"], { error: "Sort must be new or popular." }).default("new"),
});

/** The page of views for one page of ids. */
export async function viewPage<V>(
  ctx: ViewContext,
  load: (ctx: ViewContext, ids: string[]) => Promise<V[]>,
  q: PageQuery,
  ids: IdPage,
) {
  return toPage(await load(ctx, ids.ids), { page: q.page, perPage: q.per_page, total: ids.total });
}

export interface ListedRoutesOptions<T extends z.ZodType, Q extends typeof sortQuerySchema> {
  subject: ListedSubject;
  tag: string;
  /** The page schema (`pageSchema(item).openapi(name)`), shared with other lists of the same views. */
  page: ReturnType<typeof pageSchema<T>>;
  /** Plural noun for the response description ("A page of albums"). */
  noun: string;
  summaries: { list: string; trending: string };
  load: (ctx: ViewContext, ids: string[]) => Promise<z.infer<T>[]>;
  /** A narrower list: more query fields, the SQL filter they make and the total that filter keeps. */
  query?: Q;
  filterOf?: (q: z.infer<Q>) => { filter: SQL | undefined; total: TotalFilter };
}

/**
 * A router with `GET /` (listed, newest or most played first) and `GET /trending` for a listed
 * catalogue subject (tracks, albums, artists): the same paging, ranking and view loading for each.
 */
export function listedRoutes<T extends z.ZodType, Q extends typeof sortQuerySchema = typeof sortQuerySchema>(
  o: ListedRoutesOptions<T, Q>,
) {
  const route = <R extends typeof pageQuerySchema>(path: "/" | "/trending", summary: string, query: R) =>
    pageRoute({ path, tags: [o.tag], summary, query, page: o.page, description: `A page of ${o.noun}` });
  return createRouter()
    .openapi(route("/", o.summaries.list, o.query ?? sortQuerySchema), async (c) => {
      const ctx = viewContextOf(c);
      const q = c.req.valid("query") as z.infer<Q>;
      const narrow = o.filterOf?.(q);
      const ids = await listedIds(ctx.db, o.subject, {
        sort: q.sort,
        page: q.page,
        perPage: q.per_page,
        filter: narrow?.filter,
        totalOf: narrow?.total,
      });
      return c.json({ data: await viewPage(ctx, o.load, q, ids) }, 200);
    })
    .openapi(route("/trending", o.summaries.trending, pageQuerySchema), async (c) => {
      const ctx = viewContextOf(c);
      const q = c.req.valid("query");
      const ids = await trendingIds(ctx.db, o.subject, { page: q.page, perPage: q.per_page, now: ctx.now });
      return c.json({ data: await viewPage(ctx, o.load, q, ids) }, 200);
    });
}
