import { z } from "@hono/zod-openapi";

/**
 * The most tracks one playlist holds. It keeps a full reorder (`track_ids`, ~30 bytes an id) well inside
 * the 64 KiB JSON body limit, so every playlist can always be reordered in one call.
 */
export const MAX_PLAYLIST_TRACKS = 1000;

const Title = z
  .string({ error: "Title is required." })
  .trim()
  .min(1, "Title is required.")
  .max(100, "Title must be at most 100 characters.");
const Description = z.string().trim().max(500, "Description must be at most 500 characters.").nullable();
const Visibility = z.enum(["public", "private"], { error: "Visibility is public or private." });
const TrackId = z.string({ error: "Track is required." }).min(1, "Track is required.").max(64);

export const CreateBody = z
  .object({ title: Title, description: Description.optional(), visibility: Visibility.optional() })
  .strict()
  .openapi("CreatePlaylistBody");
export const UpdateBody = z
  .object({ title: Title.optional(), description: Description.optional(), visibility: Visibility.optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Send at least one field to change." })
  .openapi("UpdatePlaylistBody");
export const TrackBody = z.object({ track_id: TrackId }).strict().openapi("PlaylistTrackBody");
export const ReorderBody = z
  .object({
    track_ids: z
      .array(TrackId, { error: "Track ids must be a list." })
      .max(MAX_PLAYLIST_TRACKS, `A playlist holds at most ${MAX_PLAYLIST_TRACKS} tracks.`),
  })
  .strict()
  .openapi("ReorderPlaylistBody");
/** The answer of a delete: no data, only the message. */
export const Deleted = z.null();
