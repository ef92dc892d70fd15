import { z } from "@hono/zod-openapi";
import { StatusValue } from "../../kit/resources/contract";

/** A lookup's title, as every admin lookup (genres … user categories) takes it. */
export const lookupTitle = z
  .string({ error: "Enter a title." })
  .trim()
  .min(1, "Enter a title.")
  .max(80, "Title must be at most 80 characters.");

/** A lookup's optional description. */
export const lookupDescription = z
  .string()
  .trim()
  .max(500, "Description must be at most 500 characters.")
  .nullable()
  .optional();

/** A spec §3 lookup item (genre, mood, origin) as the admin console and pickers read it. */
export const LookupItem = z
  .object({
    id: z.string(),
    title: z.string(),
    normalized_title: z.string(),
    description: z.string().nullable(),
    status: StatusValue,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("LookupItem");

/** Body of `create`: the title is required; the normalised title is always derived by the server. */
export const CreateLookupBody = z
  .object({ title: lookupTitle, description: lookupDescription })
  .strict()
  .openapi("CreateLookupBody");

/** Body of `update/{id}`: any of the editable fields. */
export const UpdateLookupBody = z
  .object({ title: lookupTitle.optional(), description: lookupDescription })
  .strict()
  .refine((body) => body.title !== undefined || body.description !== undefined, {
    error: "Change the title or the description.",
  })
  .openapi("UpdateLookupBody");

export type LookupItem = z.infer<typeof LookupItem>;

/** The orders every admin lookup list offers (`?sort=`); the default is by title. */
export const LOOKUP_SORTS = ["title", "created_at", "status"] as const;
