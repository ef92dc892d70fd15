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
