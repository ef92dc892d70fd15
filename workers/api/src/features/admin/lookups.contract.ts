import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { ResourceListQuery, StatusValue, sortQuery } from "../../kit/resources/contract";

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

/**
 * The fields every admin lookup shows the same way (genres … user types and categories), as the
 * services' `lookupFields` fills them.
 */
export const lookupItemFields = {
  id: z.string(),
  title: z.string(),
  normalized_title: z.string(),
  status: StatusValue,
  created_at: z.string(),
  updated_at: z.string(),
};

/** A spec §3 lookup item (genre, mood, origin) as the admin console and pickers read it. */
export const LookupItem = z
  .object({ ...lookupItemFields, description: z.string().nullable() })
  .openapi("LookupItem");

/** What a described lookup is made with: the title is required; the normalised title is always derived. */
export const lookupCreateFields = { title: lookupTitle, description: lookupDescription };

/**
 * A change of a described lookup: the title, the description or both. Unnamed, so each lookup's
 * contract names its own copy.
 */
export const lookupChange = z
  .object({ title: lookupTitle.optional(), description: lookupDescription })
  .strict()
  .refine((body) => body.title !== undefined || body.description !== undefined, {
    error: "Change the title or the description.",
  });

/** Body of `create` of a genre, mood or origin. */
export const CreateLookupBody = z.object(lookupCreateFields).strict().openapi("CreateLookupBody");

/** Body of `update/{id}` of a genre, mood or origin. */
export const UpdateLookupBody = lookupChange.openapi("UpdateLookupBody");

export type LookupItem = z.infer<typeof LookupItem>;

/** The orders every admin lookup list offers (`?sort=`); the default is by title. */
export const LOOKUP_SORTS = ["title", "created_at", "status"] as const;

/** `?page=&per_page=&status=&q=&sort=&direction=` of the admin's lookup and user-type lists. */
export const LookupListQuery = ResourceListQuery.extend(sortQuery(LOOKUP_SORTS).shape);

export const LookupPage = pageSchema(LookupItem).openapi("LookupPage");
