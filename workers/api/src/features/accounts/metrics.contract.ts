import { z } from "@hono/zod-openapi";

export const CreatorFigures = z
  .object({
    tracks: z.number().int().describe("Tracks the creator owns (drafts included)."),
    albums: z.number().int().describe("Albums the creator owns (drafts included)."),
    plays: z.number().int().describe("Counted plays of their catalogue in the last 28 UTC days."),
    listeners: z.number().int().describe("Distinct listeners of their catalogue in the last 28 UTC days."),
  })
  .openapi("CreatorFigures");
export type CreatorFiguresView = z.infer<typeof CreatorFigures>;

export const Metrics = z
  .object({
    user_id: z.string(),
    roles: z.array(z.string()),
    active_sessions: z.number().int(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    member_since: z.string(),
    creator: CreatorFigures.nullable().describe("A creator's catalogue figures; null for other accounts."),
  })
  .openapi("GlobalMetrics");
