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
    /** The tempo the creator typed (whole BPM). */
    bpm: z.number().int().nullable(),
    musical_key: z.string().nullable(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    origin: lookupRefSchema.nullable(),
    audio_file: z.object({ audio_url: z.string() }),
    stream_url: z.string(),
    /** The track's waveform peaks (JSON), signed like `stream_url`; 404 while a track has none. */
    waveform_url: z.string(),
    // Measured from the decoded audio at upload (docs/decisions/0610); null where not (yet) measured,
    // for formats without a decoder (AAC, M4A, Ogg), or where the signal has none (silence, no beat).
    /** Integrated loudness, ITU-R BS.1770-4 (LUFS). */
    loudness_lufs: z.number().nullable(),
    /** True peak by 4× oversampling (dBTP). */
    true_peak_dbtp: z.number().nullable(),
    /** Loudness range, EBU Tech 3342 (LU). */
    loudness_range_lu: z.number().nullable(),
    /** The loudest analysed track's loudness on the same album, for album-mode normalisation. */
    album_loudness_lufs: z.number().nullable(),
    /** The tempo measured from the audio, to 0.01 BPM (what the player's beat-aligned mix uses). */
    measured_bpm: z.number().nullable(),
    /** 0–1: how much of the beat grid lands on real onsets. */
    bpm_confidence: z.number().nullable(),
    first_beat_ms: z.number().int().nullable(),
    first_downbeat_ms: z.number().int().nullable(),
    /** Where a DJ mix may bring the track in: its first downbeat after any leading silence. */
    mix_in_ms: z.number().int().nullable(),
    /** Where a DJ mix may start leaving: the last 8-bar phrase boundary before the outro or silence. */
    mix_out_ms: z.number().int().nullable(),
    /** Whether one constant tempo grid holds across the track (null: no tempo measured). */
    grid_stable: z.boolean().nullable(),
    /** The analysis algorithm's version that measured these; null: never analysed. */
    analysis_version: z.number().int().nullable(),
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
