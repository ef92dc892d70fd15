// The album forms, one zod schema each, read by the form (checked before it is sent) and by the route's
// action (what the api receives): the same rules and the same messages on both sides. The api checks
// again with its own contract; its 422 field messages show under the same fields.
import { z } from "zod";
import type { CreateAlbumBody, UpdateAlbumBody } from "../api/contract";

export const ALBUM_TITLE_MAX = 200;
export const ALBUM_DESCRIPTION_MAX = 2000;

/** A blank text field is "none" (null), not an empty string the api would refuse. */
const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : null));

const releaseDate = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = new Date(`${value}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
      Number.isNaN(date.getTime()) ||
      !date.toISOString().startsWith(value)
    ) {
      ctx.addIssue({ code: "custom", message: "Release date must be a date (YYYY-MM-DD)." });
      return z.NEVER;
    }
    return value;
  });

const albumFields = {
  title: z
    .string({ error: "Enter the album's title." })
    .trim()
    .min(1, "Enter the album's title.")
    .max(ALBUM_TITLE_MAX, `Title must be at most ${ALBUM_TITLE_MAX} characters.`),
  description: optionalText(ALBUM_DESCRIPTION_MAX, "Description"),
  release_date: releaseDate,
  genre_id: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null)),
  visibility: z.enum(["public", "private"], { error: "Choose who can see the album." }).default("public"),
};

/** The "New album" dialog. */
export const createAlbumForm = z.object(albumFields);

/** The album page's details form: the same fields plus the publication. */
export const updateAlbumForm = z.object({
  ...albumFields,
  publication: z.enum(["draft", "published"], { error: "Choose draft or published." }),
});

/** The create body the api receives. */
export function createAlbumBody(data: z.output<typeof createAlbumForm>): CreateAlbumBody {
  return data;
}

/** The update body the api receives. */
export function updateAlbumBody(data: z.output<typeof updateAlbumForm>): UpdateAlbumBody {
  return data;
}
