import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { lookupRefSchema } from "../catalogue/track-views.contract";
import { BeatTierBody } from "./contract";
import { canonicalKey } from "./keys.rules";
import { DELIVERABLES, LICENCE_TIERS } from "./licences.rules";

/* The beat marketplace's wire shapes (spec §7 `beat-tracks/marketplace`, issue #34). */

export const MARKET_SORTS = ["newest", "popular", "price_asc", "price_desc"] as const;

const Whole = (what: string) =>
  z.coerce
    .number({ error: `${what} is a whole number.` })
    .int(`${what} is a whole number.`)
    .min(0)
    .optional();

/** `?page=&per_page=&q=&genre_id=&mood_id=&bpm_min=&bpm_max=&key=&price_min=&price_max=&sort=`. */
export const MarketQuery = pageQuerySchema.extend({
  q: z.string().trim().max(100, "Search text must be at most 100 characters.").optional(),
  genre_id: z.string().max(64).optional(),
  mood_id: z.string().max(64).optional(),
  bpm_min: Whole("The lowest BPM"),
  bpm_max: Whole("The highest BPM"),
  key: z
    .string()
    .max(20)
    .transform((text, ctx) => {
      const key = canonicalKey(text);
      if (!key) ctx.addIssue({ code: "custom", message: "Use one of the 24 major or minor keys." });
      return key ?? "";
    })
    .optional(),
  /** Prices in US cents. */
  price_min: Whole("The lowest price"),
  price_max: Whole("The highest price"),
  sort: z.enum(MARKET_SORTS, { error: `Sort by ${MARKET_SORTS.join(", ")}.` }).optional(),
});
export type MarketQuery = z.infer<typeof MarketQuery>;

/** A beat for sale, as the market lists it. */
export const MarketBeat = z
  .object({
    id: z.string(),
    title: z.string(),
    producer: z.object({ id: z.string(), name: z.string() }),
    bpm: z.number().int(),
    key: z.string(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    tags: z.array(z.string()),
    is_featured: z.boolean(),
    lowest_price_cents: z.number().int(),
    tiers: z.array(z.enum(LICENCE_TIERS)),
    cover_url: z.string().nullable(),
    /** The preview for the global player (a signed stream URL, like the catalogue's). */
    preview_url: z.string().nullable(),
    duration_ms: z.number().int().nullable(),
    /** Preview plays of the last 7 days (the `popular` order). */
    recent_plays: z.number().int(),
  })
  .openapi("MarketBeat");
export type MarketBeat = z.infer<typeof MarketBeat>;

export const MarketBeatPage = pageSchema(MarketBeat).openapi("MarketBeatPage");

/** Per tier, whether the caller can buy it now and, if not, why. */
export const BeatAvailability = z
  .object({
    beat_id: z.string(),
    /** The beat's facts, for its market page. */
    beat: z.object({
      title: z.string(),
      producer: z.object({ id: z.string(), name: z.string() }),
      bpm: z.number().int(),
      key: z.string(),
      genre: lookupRefSchema.nullable(),
      mood: lookupRefSchema.nullable(),
      tags: z.array(z.string()),
      description: z.string().nullable(),
      cover_url: z.string().nullable(),
      /** The preview while the beat is on the market, else null. */
      preview_url: z.string().nullable(),
      duration_ms: z.number().int().nullable(),
    }),
    tiers: z.array(
      z.object({
        tier: z.enum(LICENCE_TIERS),
        price_cents: z.number().int().nullable(),
        /** What the tier delivers and grants (null: not offered). */
        files: z.array(z.enum(DELIVERABLES)),
        rights: BeatTierBody.omit({ tier: true, price_cents: true }).nullable(),
        available: z.boolean(),
        reason: z
          .enum([
            "unpublished",
            "not_approved",
            "exclusively_sold",
            "not_offered",
            "already_licensed",
            "own_beat",
          ])
          .nullable(),
      }),
    ),
  })
  .openapi("BeatAvailability");
export type BeatAvailability = z.infer<typeof BeatAvailability>;

/** The `data` of a `beat_licence` service payment: which beat and tier. */
export const BeatLicenceData = z
  .object({
    beat_id: z.string({ error: "Name the beat." }).max(64),
    tier: z.enum(LICENCE_TIERS, { error: `A tier is one of ${LICENCE_TIERS.join(", ")}.` }),
  })
  .strict();

/** The answer of a preview play. */
export const PreviewPlay = z.object({ beat_id: z.string(), recorded: z.boolean() }).openapi("PreviewPlay");
