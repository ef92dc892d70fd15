import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { ResourceListQuery, StatusValue } from "../../kit/resources/contract";
import { lookupRefSchema } from "../catalogue/track-views.contract";
import { CreatorTrack, Publication, Visibility } from "./tracks.contract";
import { ALBUM_TRACKS_MAX } from "./tracks.rules";

/** An album as its creator manages it. */
export const CreatorAlbum = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    cover_art_url: z.string().nullable(),
    /** YYYY-MM-DD, or null when not set. */
    release_date: z.string().nullable(),
    genre: lookupRefSchema.nullable(),
    publication: Publication,
    visibility: Visibility,
    status: StatusValue,
    track_count: z.number().int(),
    play_count: z.number().int(),
    like_count: z.number().int(),
    save_count: z.number().int(),
    follower_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    published_at: z.string().nullable().optional(),
  })
  .openapi("CreatorAlbum");
export type CreatorAlbum = z.infer<typeof CreatorAlbum>;

/** One album with its tracks in album order. */
export const CreatorAlbumDetail = CreatorAlbum.extend({ tracks: z.array(CreatorTrack) }).openapi(
  "CreatorAlbumDetail",
);
export type CreatorAlbumDetail = z.infer<typeof CreatorAlbumDetail>;

export const CreatorAlbumPage = pageSchema(CreatorAlbum).openapi("CreatorAlbumPage");

const title = z
  .string({ error: "Enter a title." })
  .trim()
  .min(1, "Enter a title.")
  .max(200, "Title must be at most 200 characters.");

const description = z
  .string({ error: "The description is text." })
  .trim()
  .max(2_000, "Description must be at most 2,000 characters.")
  .nullable()
  .optional();

const releaseDate = z
  .string({ error: "Enter a date as YYYY-MM-DD." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.")
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      error: "Enter a real date as YYYY-MM-DD.",
    },
  )
  .nullable()
  .optional();

const genreId = z
  .string({ error: "Choose a genre." })
  .min(1, "Choose a genre.")
  .max(64, "Choose a genre.")
  .nullable()
  .optional();

/** Body of `music-albums/create`: a new album is a draft (it cannot be published empty). */
export const CreateAlbumBody = z
  .object({
    title,
    description,
    release_date: releaseDate,
    genre_id: genreId,
    visibility: Visibility.optional(),
  })
  .strict()
  .openapi("CreateAlbumBody");
export type CreateAlbumBody = z.output<typeof CreateAlbumBody>;

/** Body of `music-albums/update/{id}`: any of the editable fields; null clears an optional one. */
export const UpdateAlbumBody = z
  .object({
    title: title.optional(),
    description,
    release_date: releaseDate,
    genre_id: genreId,
    publication: Publication.optional(),
    visibility: Visibility.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: "Change at least one field." })
  .openapi("UpdateAlbumBody");
export type UpdateAlbumBody = z.output<typeof UpdateAlbumBody>;

/**
 * Body of `music-albums/tracks/{id}`: the album's tracks, in order. Membership and order at once: listed
 * tracks join (numbered 1…n), the album's other tracks leave it and become singles.
 */
export const AlbumTracksBody = z
  .object({
    track_ids: z
      .array(z.string().min(1).max(64), { error: "List the album's track ids in order." })
      .max(ALBUM_TRACKS_MAX, `An album holds at most ${ALBUM_TRACKS_MAX} tracks.`)
      .refine((ids) => new Set(ids).size === ids.length, { error: "A track can appear only once." }),
  })
  .strict()
  .openapi("AlbumTracksBody");

/** `?page&per_page&status&publication&q` of the creator's album list. */
export const CreatorAlbumListQuery = ResourceListQuery.extend({
  publication: Publication.optional().openapi({ param: { name: "publication", in: "query" } }),
});

/** `creator-stats/{userId}`: a creator's catalogue at a glance. */
export const CreatorStats = z
  .object({
    tracks: z.object({
      total: z.number().int(),
      published: z.number().int(),
      drafts: z.number().int(),
      processing: z.number().int(),
      failed: z.number().int(),
    }),
    albums: z.object({ total: z.number().int(), published: z.number().int() }),
    storage: z.object({ used_bytes: z.number().int(), quota_bytes: z.number().int() }),
    totals: z.object({
      plays: z.number().int(),
      likes: z.number().int(),
      saves: z.number().int(),
      followers: z.number().int(),
    }),
  })
  .openapi("CreatorStats");
export type CreatorStats = z.infer<typeof CreatorStats>;

/** `{userId}` of `creator-stats/{userId}`. */
export const UserIdParam = z.object({
  userId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "userId", in: "path" }, example: "usr_01…" }),
});
