import { z } from "@hono/zod-openapi";

/** The verbs a toggle route can carry: `POST /{kind}/{id}`. */
export type ToggleKind = "like" | "save" | "follow";

export const ToggleBody = z
  .object({ value: z.boolean({ error: "Value must be true or false." }).optional() })
  .strict()
  .openapi("ToggleBody");

/** The answer of each toggle: the new state and the exact count, named after the verb. */
export const TOGGLE_ANSWERS = {
  like: z.object({ liked: z.boolean(), like_count: z.number().int() }),
  save: z.object({ saved: z.boolean(), save_count: z.number().int() }),
  follow: z.object({ followed: z.boolean(), follower_count: z.number().int() }),
} as const satisfies Record<ToggleKind, z.ZodType>;
