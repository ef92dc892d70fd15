import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { lookupRefSchema } from "../catalogue/track-views.contract";
import { FILE_FIELDS } from "./files.rules";
import { canonicalKey } from "./keys.rules";
import { LICENCE_TIERS, PRICE_MAX_CENTS, PRICE_MIN_CENTS } from "./licences.rules";

/*
 * The wire shapes of the producer's beats (spec §7 Creator `beats`) and their licence tiers (issue #34).
 * Prices are whole US cents; a right is a count or null (unlimited).
 */

const BPM_MIN = 40;
const BPM_MAX = 240;
export const BEAT_TAGS_MAX = 10;

const Tier = z.enum(LICENCE_TIERS, { error: `A tier is one of ${LICENCE_TIERS.join(", ")}.` });

const Count = z
  .number({ error: "A right is a whole number, or null for unlimited." })
  .int("A right is a whole number, or null for unlimited.")
  .min(0, "A right cannot be negative.")
  .max(1_000_000_000, "Use null for unlimited.")
  .nullable();

/** One tier a beat offers: its price and the rights it grants. */
export const BeatTierBody = z
  .object({
    tier: Tier,
    price_cents: z
      .number({ error: "The price is a whole number of cents." })
      .int("The price is a whole number of cents.")
      .min(PRICE_MIN_CENTS, "A price is at least $1.")
      .max(PRICE_MAX_CENTS, "A price is at most $100,000."),
    distribution_copies: Count,
    audio_streams: Count,
    music_videos: Count,
    radio_stations: Count,
    paid_performances: Count,
    term_years: z
      .number({ error: "The term is a whole number of years, or null for perpetual." })
      .int("The term is a whole number of years.")
      .min(1, "The term is at least a year.")
      .max(99, "The term is at most 99 years.")
      .nullable(),
  })
  .strict()
  .openapi("BeatTier");
export type BeatTierBody = z.infer<typeof BeatTierBody>;

const Licences = z
  .array(BeatTierBody, { error: "Give the licences as a list." })
  .min(1, "Offer at least one licence.")
  .max(LICENCE_TIERS.length, "Each tier may be offered once.")
  .refine((list) => new Set(list.map((l) => l.tier)).size === list.length, "Each tier may be offered once.");

const Title = z
  .string({ error: "The title is required." })
  .trim()
  .min(1, "The title is required.")
  .max(120, "The title is at most 120 characters.");

const Key = z
  .string({ error: "The key is required." })
  .max(20, "Not a musical key.")
  .transform((text, ctx) => {
    const key = canonicalKey(text);
    if (!key)
      ctx.addIssue({ code: "custom", message: "Use one of the 24 major or minor keys, e.g. C# minor." });
    return key ?? "";
  });

const Id = z.string().max(64, "Not an id.");

const beatFields = {
  title: Title,
  bpm: z
    .number({ error: "The BPM is a whole number." })
    .int("The BPM is a whole number.")
    .min(BPM_MIN, `The BPM is between ${BPM_MIN} and ${BPM_MAX}.`)
    .max(BPM_MAX, `The BPM is between ${BPM_MIN} and ${BPM_MAX}.`),
  key: Key,
  genre_id: Id.nullable().optional(),
  mood_id: Id.nullable().optional(),
  tags: z
    .array(z.string().trim().min(1, "A tag cannot be empty.").max(30, "A tag is at most 30 characters."))
    .max(BEAT_TAGS_MAX, `At most ${BEAT_TAGS_MAX} tags.`)
    .optional(),
  description: z
    .string()
    .trim()
    .max(2000, "The description is at most 2,000 characters.")
    .nullable()
    .optional(),
  licences: Licences,
  /** A beat's files, by the track id its upload (tus, `purpose beat`) answered; null removes one. */
  preview_track_id: Id.nullable().optional(),
  mp3_track_id: Id.nullable().optional(),
  wav_track_id: Id.nullable().optional(),
  stems_track_id: Id.nullable().optional(),
};

/** `POST /creator/beats/create`: without `licences`, the beat offers the producer's template tiers. */
export const CreateBeatBody = z
  .object({ ...beatFields, licences: Licences.optional() })
  .strict()
  .openapi("CreateBeatBody");
export type CreateBeatBody = z.infer<typeof CreateBeatBody>;

/** `POST /creator/beats/update/{id}`: any of the fields; `licences` replaces the offered tiers. */
export const UpdateBeatBody = z
  .object(beatFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Change at least one field.")
  .openapi("UpdateBeatBody");
export type UpdateBeatBody = z.infer<typeof UpdateBeatBody>;

const Flag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: "Use true or false." });

/** `POST /creator/beats/status/{id}`. */
export const BeatPublishBody = z.object({ is_published: Flag }).strict().openapi("BeatPublishBody");
/** `POST /creator/beats/featured/{id}`. */
export const BeatFeatureBody = z.object({ is_featured: Flag }).strict().openapi("BeatFeatureBody");

export const ListingApproval = z.enum(["pending", "approved", "rejected"]);

/** A beat as its producer manages it, with its tiers and its listing's moderation. */
export const ProducerBeat = z
  .object({
    id: z.string(),
    title: z.string(),
    bpm: z.number().int(),
    key: z.string(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    tags: z.array(z.string()),
    description: z.string().nullable(),
    is_published: z.boolean(),
    is_featured: z.boolean(),
    lowest_price_cents: z.number().int(),
    exclusive_sold: z.boolean(),
    /** Null until first published (the listing is made then). */
    approval: ListingApproval.nullable(),
    rejection_reason: z.string().nullable(),
    licences: z.array(BeatTierBody),
    cover_url: z.string().nullable(),
    /** The preview, signed like the catalogue's streams, for the producer's own player. */
    preview_url: z.string().nullable(),
    preview_track_id: z.string().nullable(),
    mp3_track_id: z.string().nullable(),
    wav_track_id: z.string().nullable(),
    stems_track_id: z.string().nullable(),
    /** What publication still needs: the preview and the files the offered tiers deliver. */
    missing_files: z.array(z.enum(["preview", "mp3", "wav", "stems"])),
    /** Files named but still being processed (they count as missing until ready). */
    processing_files: z.array(z.enum(FILE_FIELDS)),
    sales: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("ProducerBeat");
export type ProducerBeat = z.infer<typeof ProducerBeat>;

export const ProducerBeatPage = pageSchema(ProducerBeat).openapi("ProducerBeatPage");

/** `?page=&per_page=&q=` of the producer's beats. */
export const ProducerBeatQuery = pageQuerySchema.extend({
  q: z.string().trim().max(100, "Search text must be at most 100 characters.").optional(),
});

/** `GET|POST /creator/beats/template`: the tiers a new beat starts with. */
export const BeatTemplate = z.object({ licences: Licences }).strict().openapi("BeatTemplate");
export type BeatTemplate = z.infer<typeof BeatTemplate>;

/** The answer of a delete: removed, or only unpublished because buyers hold licences. */
export const BeatDeleted = z.object({ id: z.string(), removed: z.boolean() }).openapi("BeatDeleted");
