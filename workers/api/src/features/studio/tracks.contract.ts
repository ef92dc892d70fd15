import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { ResourceListQuery, StatusValue } from "../../kit/resources/contract";
import { PROCESSING_STATES } from "../catalogue/studio-values";
import { lookupRefSchema } from "../catalogue/track-views.contract";
import {
  BPM_MAX,
  BPM_MIN,
  CREDIT_NAME_MAX,
  CREDITS_MAX,
  LYRICS_MAX,
  normalizeMusicalKey,
} from "./tracks.rules";

/** Where a release stands: only `published` ones can be listed (with `public` and status 1). */
export const Publication = z.enum(["draft", "published"], {
  error: "Publication must be draft or published.",
});
/** Who may see a published release. */
export const Visibility = z.enum(["public", "private"], { error: "Visibility must be public or private." });
/** Where an uploaded file is on its way to playable. */
export const Processing = z.enum(PROCESSING_STATES, {
  error: "Processing must be uploading, processing, ready or failed.",
});

const names = z
  .array(
    z
      .string({ error: "A credit is a name." })
      .trim()
      .min(1, "A credit cannot be empty.")
      .max(CREDIT_NAME_MAX, `A credit must be at most ${CREDIT_NAME_MAX} characters.`),
    { error: "Credits are a list of names." },
  )
  .max(CREDITS_MAX, `At most ${CREDITS_MAX} names.`);

/** Featured artists, producers and writers of a track, in the order they are shown. */
export const Credits = z
  .object({ featured: names.default([]), producers: names.default([]), writers: names.default([]) })
  .strict()
  .openapi("TrackCredits");

/** The audio's technical facts, read from the file's own headers (null until processed). */
export const AudioFacts = z
  .object({
    format: z.string(),
    codec: z.string().nullable(),
    sample_rate: z.number().int().nullable(),
    channels: z.number().int().nullable(),
    bitrate: z.number().int().nullable(),
    size: z.number().int(),
  })
  .openapi("TrackAudioFacts");

/** An unfinished tus upload of the track's audio, so the manager can resume it. */
export const TrackUploadRef = z
  .object({ id: z.string(), url: z.string(), offset: z.number().int(), length: z.number().int() })
  .openapi("TrackUploadRef");

/** A track as its creator manages it: drafts, private and inactive ones included. */
export const CreatorTrack = z
  .object({
    id: z.string(),
    title: z.string(),
    album: z.object({ id: z.string(), title: z.string() }).nullable(),
    track_number: z.number().int().nullable(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    origin: lookupRefSchema.nullable(),
    bpm: z.number().int().nullable(),
    musical_key: z.string().nullable(),
    explicit: z.boolean(),
    lyrics: z.string().nullable(),
    credits: z.object({
      featured: z.array(z.string()),
      producers: z.array(z.string()),
      writers: z.array(z.string()),
    }),
    publication: Publication,
    visibility: Visibility,
    status: StatusValue,
    processing: Processing,
    processing_error: z.string().nullable(),
    duration_ms: z.number().int(),
    audio: AudioFacts.nullable(),
    // Measured from the decoded audio after upload (docs/decisions/0610); null until then, and where the
    // format has no decoder or the signal no answer. `bpm` stays what the creator typed.
    /** The tempo measured from the audio, to 0.01 BPM. */
    measured_bpm: z.number().nullable(),
    /** Integrated loudness, ITU-R BS.1770-4 (LUFS). */
    loudness_lufs: z.number().nullable(),
    /** True peak by 4× oversampling (dBTP). */
    true_peak_dbtp: z.number().nullable(),
    cover_art_url: z.string().nullable(),
    stream_url: z.string(),
    waveform_url: z.string().nullable(),
    upload: TrackUploadRef.nullable(),
    play_count: z.number().int(),
    like_count: z.number().int(),
    save_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    published_at: z.string().nullable(),
  })
  .openapi("CreatorTrack");
export type CreatorTrack = z.infer<typeof CreatorTrack>;

export const CreatorTrackPage = pageSchema(CreatorTrack).openapi("CreatorTrackPage");

const optionalId = (what: string) =>
  z
    .string({ error: `Choose a ${what}.` })
    .min(1, `Choose a ${what}.`)
    .max(64, `Choose a ${what}.`)
    .nullable()
    .optional();

/** The musical key: a small grammar ("C#m", "F major", "Bb min"), stored in its canonical spelling. */
export const MusicalKey = z
  .string({ error: 'Enter a key such as "C#m" or "F major".' })
  .max(20, 'Enter a key such as "C#m" or "F major".')
  .transform((text, ctx) => {
    const key = normalizeMusicalKey(text);
    if (key === null) {
      ctx.addIssue({ code: "custom", message: 'Enter a key such as "C#m" or "F major".' });
      return z.NEVER;
    }
    return key;
  });

/** Body of `music-tracks/update/{id}`: any of the editable fields; null clears an optional one. */
export const UpdateTrackBody = z
  .object({
    title: z
      .string({ error: "Enter a title." })
      .trim()
      .min(1, "Enter a title.")
      .max(200, "Title must be at most 200 characters.")
      .optional(),
    album_id: optionalId("album"),
    genre_id: optionalId("genre"),
    mood_id: optionalId("mood"),
    origin_id: optionalId("origin"),
    bpm: z
      .number({ error: `BPM must be a whole number from ${BPM_MIN} to ${BPM_MAX}.` })
      .int(`BPM must be a whole number from ${BPM_MIN} to ${BPM_MAX}.`)
      .min(BPM_MIN, `BPM must be a whole number from ${BPM_MIN} to ${BPM_MAX}.`)
      .max(BPM_MAX, `BPM must be a whole number from ${BPM_MIN} to ${BPM_MAX}.`)
      .nullable()
      .optional(),
    musical_key: MusicalKey.nullable().optional(),
    explicit: z.boolean({ error: "Explicit is true or false." }).optional(),
    lyrics: z
      .string({ error: "Lyrics are text." })
      .max(LYRICS_MAX, `Lyrics must be at most ${LYRICS_MAX.toLocaleString("en")} characters.`)
      .nullable()
      .optional(),
    credits: Credits.optional(),
    publication: Publication.optional(),
    visibility: Visibility.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: "Change at least one field." })
  .openapi("UpdateTrackBody");
export type UpdateTrackBody = z.output<typeof UpdateTrackBody>;

/** `?page&per_page&status&publication&processing&q` of the creator's track list (`q`: title words). */
export const CreatorTrackListQuery = ResourceListQuery.extend({
  publication: Publication.optional().openapi({ param: { name: "publication", in: "query" } }),
  processing: Processing.optional().openapi({ param: { name: "processing", in: "query" } }),
});

/** The multipart form of `cover/{id}`: one image `file` (JPEG, PNG or WebP, ≤ 10 MB, ≥ 500×500). */
export const CoverForm = z
  .object({
    file: z
      .custom<File>((v) => typeof File !== "undefined" && v instanceof File, {
        error: "Choose an image file.",
      })
      .openapi({ type: "string", format: "binary" }),
  })
  .openapi("CoverForm");
