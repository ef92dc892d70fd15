import { z } from "@hono/zod-openapi";

/** Largest page a client may ask for: bounds the IN lists and the views built per request. */
export const MAX_PER_PAGE = 50;

/**
 * How deep offset paging reaches: a page ending past this many rows is refused. Every skipped row is
 * a row D1 walks and bills, so an unbounded `page` would let one request read a whole table.
 */
export const MAX_PAGED_ROWS = 10_000;

/**
 * `?page=&per_page=` as every list accepts them. Query strings are coerced; out-of-range values are a
 * 422 naming the field (rather than a silent clamp) so a client bug shows up instead of odd pages.
 */
export const pageQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: "Page must be a whole number of at least 1." })
      .int("Page must be a whole number of at least 1.")
      .min(1, "Page must be a whole number of at least 1.")
      .max(MAX_PAGED_ROWS, "Page is too large.")
      .default(1)
      .openapi({ param: { name: "page", in: "query" }, example: 1 }),
    per_page: z.coerce
      .number({ error: `Per page must be a whole number from 1 to ${MAX_PER_PAGE}.` })
      .int(`Per page must be a whole number from 1 to ${MAX_PER_PAGE}.`)
      .min(1, `Per page must be a whole number from 1 to ${MAX_PER_PAGE}.`)
      .max(MAX_PER_PAGE, `Per page must be a whole number from 1 to ${MAX_PER_PAGE}.`)
      .default(20)
      .openapi({ param: { name: "per_page", in: "query" }, example: 20 }),
  })
  .superRefine(({ page, per_page }, ctx) => {
    if (page * per_page > MAX_PAGED_ROWS) {
      const last = Math.floor(MAX_PAGED_ROWS / per_page);
      ctx.addIssue({
        code: "custom",
        path: ["page"],
        message: `Lists page through their first ${MAX_PAGED_ROWS} items: with ${per_page} per page, the last page is ${last}.`,
      });
    }
  });

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The page envelope of the contract: `{ data, current_page, last_page, total, from, to, per_page }`. */
export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
  per_page: number;
}

/** SQL `LIMIT`/`OFFSET` of a page. */
export function pageWindow(page: number, perPage: number) {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/**
 * Wraps one page of items. `from`/`to` are 1-based positions of the first and last item (null when the
 * page is empty, e.g. past the end); `last_page` is at least 1 so an empty list still has a page 1.
 */
export function toPage<T>(
  items: T[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
): Page<T> {
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: items,
    current_page: page,
    // The last page a client may ask for: the list's end, or the paging depth (MAX_PAGED_ROWS).
    last_page: Math.max(1, Math.min(Math.ceil(total / perPage), Math.floor(MAX_PAGED_ROWS / perPage))),
    total,
    from,
    to: from === null ? null : from + items.length - 1,
    per_page: perPage,
  };
}

/** The OpenAPI/zod schema of a page of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    per_page: z.number().int(),
  });
}
