import { z } from "@hono/zod-openapi";

export const SessionView = z
  .object({
    id: z.string(),
    device: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    current: z.boolean(),
  })
  .openapi("Session");
