import { z } from "@hono/zod-openapi";

const Ref = (name: string) => z.object({ id: z.string(), title: z.string() }).openapi(name);
export const lookupRefSchema = Ref("LookupRef");

export const trackViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    artist: z.object({ id: z.string(), name: z.string() }),
    album: z.object({ id: z.string(), title: z.string() }).nullable(),
    cover_art_url: z.string().nullable(),
    album_art: z.string().nullable(),
    image: z.string().nullable(),
    duration_ms: z.number().int(),
    bpm: z.number().int().nullable(),
    musical_key: z.string().nullable(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    origin: lookupRefSchema.nullable(),
    audio_file: z.object({ audio_url: z.string() }),
    stream_url: z.string(),
    /** The track's waveform peaks (JSON), signed like `stream_url`; 404 while a track has none. */
    waveform_url: z.string(),
    url: z.string(),
    like_count: z.number().int(),
    save_count: z.number().int(),
    play_count: z.number().int(),
    liked: z.boolean(),
    saved: z.boolean(),
    published_at: z.string().nullable(),
  })
  .openapi("Track");

export type TrackView = z.infer<typeof trackViewSchema>;

export const trackDetailSchema = trackViewSchema
  .extend({ lyrics: z.string().nullable() })
  .openapi("TrackDetail");
export type TrackDetail = z.infer<typeof trackDetailSchema>;
