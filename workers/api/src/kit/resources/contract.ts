import { z } from "@hono/zod-openapi";
import { pageQuerySchema } from "../pagination";

const STATUS_ERROR = "Status must be 1 (active) or 0 (inactive).";

/** Spec §4 status of a managed row on the wire: 1 active, 0 inactive. */
export const StatusValue = z.union([z.literal(0), z.literal(1)], { error: STATUS_ERROR });

/** `{ status }` of a spec §4 toggle. */
export const StatusBody = z.object({ status: StatusValue }).strict().openapi("StatusBody");

/** `?page=&per_page=&status=&q=` of every managed list. */
export const ResourceListQuery = pageQuerySchema.extend({
  status: z
    .enum(["0", "1"], { error: STATUS_ERROR })
    .transform((s) => Number(s) as 0 | 1)
    .optional()
    .openapi({ param: { name: "status", in: "query" }, example: "1" }),
  q: z
    .string()
    .trim()
    .max(100, "Search text must be at most 100 characters.")
    .optional()
    .openapi({ param: { name: "q", in: "query" }, description: "Title starts with" }),
});

/** The answer of a managed delete: the deleted row's id. */
export const ResourceDeleted = z.object({ id: z.string() });

/** The most rows one bulk status change may name. */
export const MAX_BULK_IDS = 100;

/** `POST …/bulk-status`: activate (1) or deactivate (0) up to 100 rows at once. */
export const BulkStatusBody = z
  .object({
    ids: z
      .array(z.string().min(1, "Ids cannot be empty.").max(64, "Ids are at most 64 characters."), {
        error: "Give the ids as a list.",
      })
      .min(1, "Choose at least one.")
      .max(MAX_BULK_IDS, `Choose at most ${MAX_BULK_IDS} at once.`)
      .refine((ids) => new Set(ids).size === ids.length, "Each id may appear once."),
    status: StatusValue,
  })
  .strict()
  .openapi("BulkStatusBody");

/** The answer of a bulk status change: how many rows changed (those already so, or missing, do not count). */
export const BulkStatusResult = z.object({ updated: z.number().int() }).openapi("BulkStatusResult");

/**
 * `?sort=&direction=` of a list that offers the orders `sorts` (by wire name).
 *
 * @example sortQuery(["title", "created_at"]) // ?sort=title&direction=desc
 */
export function sortQuery(sorts: readonly [string, ...string[]]) {
  return z.object({
    sort: z
      .enum(sorts, { error: `Sort by ${sorts.join(", ")}.` })
      .optional()
      .openapi({ param: { name: "sort", in: "query" } }),
    direction: z
      .enum(["asc", "desc"], { error: "Direction must be asc or desc." })
      .optional()
      .openapi({ param: { name: "direction", in: "query" } }),
  });
}
