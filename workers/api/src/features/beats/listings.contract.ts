import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { StatusValue } from "../../kit/resources/contract";

/* The admin's tracks for sale (spec §3/§7 Admin `tracks-for-sale`): the market's moderation queue. */

const Approval = z.enum(["pending", "approved", "rejected"]);

/** A listing as the admin sees it (spec §3: title, user.name, description, price, status, is_approved). */
export const TrackForSale = z
  .object({
    id: z.string(),
    kind: z.enum(["beat", "song"]),
    item_id: z.string(),
    title: z.string(),
    user: z.object({ id: z.string(), name: z.string() }),
    description: z.string().nullable(),
    /** The lowest price offered, in US cents. */
    price: z.number().int(),
    status: StatusValue,
    approval: Approval,
    /** Spec §3's flag: true once approved, false when rejected, null while pending. */
    is_approved: z.boolean().nullable(),
    reason: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("TrackForSale");
export type TrackForSale = z.infer<typeof TrackForSale>;

export const TrackForSalePage = pageSchema(TrackForSale).openapi("TrackForSalePage");

/** `?approval=&seller_id=&q=&status=` of the queue (newest first). */
export const TrackForSaleQuery = pageQuerySchema.extend({
  approval: Approval.optional(),
  seller_id: z.string().max(64).optional(),
  q: z.string().trim().max(100, "Search text must be at most 100 characters.").optional(),
  status: z
    .enum(["0", "1"], { error: "Status must be 1 (active) or 0 (inactive)." })
    .transform((s) => Number(s) as 0 | 1)
    .optional(),
});
export type TrackForSaleQuery = z.infer<typeof TrackForSaleQuery>;

/** `POST …/create`: list a user's existing beat on their behalf (it is published and approved at once). */
export const CreateTrackForSaleBody = z
  .object({ beat_id: z.string({ error: "Choose the beat." }).max(64) })
  .strict()
  .openapi("CreateTrackForSaleBody");

/** `POST …/update/{id}`: the listing's own text. */
export const UpdateTrackForSaleBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "The title is required.")
      .max(120, "The title is at most 120 characters.")
      .optional(),
    description: z
      .string()
      .trim()
      .max(2000, "The description is at most 2,000 characters.")
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, "Change at least one field.")
  .openapi("UpdateTrackForSaleBody");

/** `POST …/moderate/{id}`: approve, or reject with the reason the seller will read. */
export const ModerateBody = z
  .object({
    is_approved: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: "Use true or false." }),
    reason: z.string().trim().max(500, "The reason is at most 500 characters.").optional(),
  })
  .strict()
  .refine((b) => Boolean(b.is_approved) || (b.reason?.length ?? 0) > 0, {
    message: "Say why it is rejected: the seller reads it.",
    path: ["reason"],
  })
  .openapi("ModerateBody");

/** The answer of a delete. */
export const TrackForSaleDeleted = z.object({ id: z.string() }).openapi("TrackForSaleDeleted");

/** `GET …/preview/{id}`: the listing's preview for the admin's player (null when it has none). */
export const TrackForSalePreview = z
  .object({
    id: z.string(),
    title: z.string(),
    seller: z.object({ id: z.string(), name: z.string() }),
    preview_url: z.string().nullable(),
    cover_url: z.string().nullable(),
    duration_ms: z.number().int().nullable(),
  })
  .openapi("TrackForSalePreview");
export type TrackForSalePreview = z.infer<typeof TrackForSalePreview>;
