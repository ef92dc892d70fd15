import { z } from "@hono/zod-openapi";

/** `{id}` of every `…/{id}` route: an opaque id such as `trk_01j…`. */
export const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" }, example: "trk_01…" }),
});
