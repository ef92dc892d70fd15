import type { z } from "@hono/zod-openapi";
import { pageRoute } from "../../kit/openapi";
import { pageQuerySchema, type pageSchema, toPage } from "../../kit/pagination";
import { createRouter } from "../../kit/router";
import { sortQuerySchema } from "./listed.contract";
import { type ListedSubject, type ListFilter, listedPage, trendingPage } from "./ranked-lists";
import { viewContextOf } from "./route-context";
import type { SelectViews } from "./row-query";

export interface ListedRoutesOptions<T extends z.ZodType, Q extends typeof sortQuerySchema> {
  subject: ListedSubject;
  tag: string;
  /** The page schema (`pageSchema(item).openapi(name)`), shared with other lists of the same views. */
  page: ReturnType<typeof pageSchema<T>>;
  /** Plural noun for the response description ("A page of albums"). */
  noun: string;
  summaries: { list: string; trending: string };
  /** The subject's view statement (rows and the viewer's flags in one statement). */
  select: SelectViews<z.infer<T>>;
  /** A narrower list: more query fields and the filter (a service's) they make. */
  query?: Q;
  filterOf?: (q: z.infer<Q>) => ListFilter;
}

/**
 * A router with `GET /` (listed, newest or most played first) and `GET /trending` for a listed
 * catalogue subject (tracks, albums, artists): the same paging, ranking and view loading for each, each
 * answered in one data round trip.
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
      const { items, total } = await listedPage(ctx, o.subject, o.select, {
        sort: q.sort,
        page: q.page,
        perPage: q.per_page,
        filter: narrow?.filter,
        totalOf: narrow?.total,
      });
      return c.json({ data: toPage(items, { page: q.page, perPage: q.per_page, total }) }, 200);
    })
    .openapi(route("/trending", o.summaries.trending, pageQuerySchema), async (c) => {
      const ctx = viewContextOf(c);
      const q = c.req.valid("query");
      const { items, total } = await trendingPage(ctx, o.subject, o.select, {
        page: q.page,
        perPage: q.per_page,
      });
      return c.json({ data: toPage(items, { page: q.page, perPage: q.per_page, total }) }, 200);
    });
}
