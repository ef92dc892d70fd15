import { z } from "@hono/zod-openapi";

export const Metrics = z
  .object({
    user_id: z.string(),
    roles: z.array(z.string()),
    active_sessions: z.number().int(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    member_since: z.string(),
  })
  .openapi("GlobalMetrics");
