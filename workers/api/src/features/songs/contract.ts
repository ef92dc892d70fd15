import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { lookupRefSchema } from "../catalogue/track-views.contract";
import { BID_MAX_CENTS, LYRICS_MAX, MIN_BID_FLOOR_CENTS } from "./rules";
import { CONSENTS } from "./states";

/*
 * The wire shapes of the songwriter's written songs (spec §7 Creator `writer/written_songs`, issue #35).
 * Money is whole US cents; splits are whole percent.
 */

const Id = z.string().max(64, "Not an id.");

const Cents = (what: string, min: number) =>
  z
    .number({ error: `${what} is a whole number of cents.` })
    .int(`${what} is a whole number of cents.`)
    .min(min, min === 0 ? `${what} cannot be negative.` : `${what} is at least $${min / 100}.`)
    .max(BID_MAX_CENTS, `${what} is at most $${(BID_MAX_CENTS / 100).toLocaleString("en-US")}.`);

/** One writer as the songwriter names them: a Ngoma user by id or by e-mail, and their split. */
export const WriterInput = z
  .object({
    user_id: Id.optional(),
    email: z.string().trim().toLowerCase().email("Not an e-mail address.").max(254).optional(),
    split: z
      .number({ error: "A split is a whole percent." })
      .int("A split is a whole percent.")
      .min(1, "A split is at least 1%.")
      .max(100, "A split is at most 100%."),
  })
  .strict()
  .refine((w) => Boolean(w.user_id) !== Boolean(w.email), {
    message: "Name each writer by user_id or by email (one of them).",
    path: ["user_id"],
  });
export type WriterInput = z.infer<typeof WriterInput>;

const Writers = z
  .array(WriterInput, { error: "List the writers." })
  .min(1, "List at least one writer (you).")
  .max(10, "A song has at most 10 writers.")
  .refine((list) => list.reduce((sum, w) => sum + w.split, 0) === 100, "Splits must add up to 100%.");

const songFields = {
  title: z
    .string({ error: "The title is required." })
    .trim()
    .min(1, "The title is required.")
    .max(120, "The title is at most 120 characters."),
  lyrics: z
    .string({ error: "The lyrics are required." })
    .trim()
    .min(1, "The lyrics are required.")
    .max(LYRICS_MAX, `The lyrics are at most ${LYRICS_MAX.toLocaleString("en-US")} characters.`),
  language: z
    .string({ error: "The language is required." })
    .trim()
    .min(2, "Name the language.")
    .max(40, "The language is at most 40 characters."),
  genre_id: Id.nullable().optional(),
  mood_id: Id.nullable().optional(),
  description: z
    .string()
    .trim()
    .max(2000, "The description is at most 2,000 characters.")
    .nullable()
    .optional(),
  /** A finished market upload (tus, `purpose song`) of the caller's. */
  demo_track_id: Id.nullable().optional(),
  /** 0 takes offers only; otherwise at least the minimum bid (a bid at this price buys at once). */
  asking_price: Cents("The asking price", 0),
  min_bid: Cents("The minimum bid", MIN_BID_FLOOR_CENTS),
  writers: Writers,
};

const askingAboveMinimum = (body: { asking_price?: number; min_bid?: number }) =>
  body.asking_price === undefined ||
  body.min_bid === undefined ||
  body.asking_price === 0 ||
  body.asking_price >= body.min_bid;
const askingIssue = {
  message: "The asking price is 0 (offers only) or at least the minimum bid.",
  path: ["asking_price"],
};

export const CreateSongBody = z.object(songFields).strict().refine(askingAboveMinimum, askingIssue);
export type CreateSongBody = z.infer<typeof CreateSongBody>;

/** Any fields of a song; new writers or splits ask every co-writer's consent again. */
export const UpdateSongBody = z
  .object(songFields)
  .partial()
  .strict()
  .refine(askingAboveMinimum, askingIssue)
  .refine((b) => Object.keys(b).length > 0, "Change at least one field.");
export type UpdateSongBody = z.infer<typeof UpdateSongBody>;

export const SongStatusBody = z
  .object({ status: z.union([z.literal(0), z.literal(1)], { error: "Status is 0 or 1." }) })
  .strict();

export const ConsentBody = z
  .object({ accept: z.boolean({ error: "Say whether you accept (true) or decline (false)." }) })
  .strict();

export const CheckRightsBody = z.object({ song_id: Id }).strict();

export const SongQuery = pageQuerySchema.extend({
  q: z.string().trim().max(100, "Search text must be at most 100 characters.").optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type SongQuery = z.infer<typeof SongQuery>;

export const Writer = z.object({
  user_id: z.string(),
  name: z.string(),
  split: z.number().int(),
  consent: z.enum(CONSENTS),
  responded_at: z.string().nullable(),
  is_owner: z.boolean(),
});

/** `check_rights`: whether the song may be sold now, and each writer's split and consent. */
export const SongRights = z
  .object({
    song_id: z.string(),
    clear: z.boolean(),
    /** Why not, in words ("Waiting for Amara's consent."), empty when clear. */
    reasons: z.array(z.string()),
    writers: z.array(Writer),
  })
  .openapi("SongRights");
export type SongRights = z.infer<typeof SongRights>;

export const SongDemo = z.object({
  track_id: z.string(),
  /** `processing` until the studio's queue has made it playable. */
  state: z.enum(["processing", "ready", "failed"]),
  stream_url: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
});
export type SongDemo = z.infer<typeof SongDemo>;

/** A written song as its writers see it. */
export const WrittenSong = z
  .object({
    id: z.string(),
    title: z.string(),
    lyrics: z.string(),
    language: z.string(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    description: z.string().nullable(),
    demo: SongDemo.nullable(),
    asking_price: z.number().int(),
    min_bid: z.number().int(),
    status: z.union([z.literal(0), z.literal(1)]),
    /** The moderation of its listing (null until first offered). */
    listing: z
      .object({ approval: z.enum(["pending", "approved", "rejected"]), reason: z.string().nullable() })
      .nullable(),
    /** Buyers can see and bid on it now. */
    on_market: z.boolean(),
    rights: SongRights,
    is_owner: z.boolean(),
    pending_bids: z.number().int(),
    highest_bid: z.number().int().nullable(),
    /** The approved bid while its deal runs. */
    deal_bid_id: z.string().nullable(),
    sold_at: z.string().nullable(),
    buyer: z.object({ id: z.string(), name: z.string() }).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("WrittenSong");
export type WrittenSong = z.infer<typeof WrittenSong>;

export const WrittenSongPage = pageSchema(WrittenSong).openapi("WrittenSongPage");

export const SongDeleted = z.object({ id: z.string() });

/** A co-writer's credit waiting for their answer (the songs dashboard's card). */
export const AwaitingConsent = z.object({
  song_id: z.string(),
  title: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  split: z.number().int(),
});

/** `stats`: the writer's totals over every song they write. */
export const WriterStats = z
  .object({
    songs: z.number().int(),
    listed: z.number().int(),
    bids_received: z.number().int(),
    pending_bids: z.number().int(),
    sold: z.number().int(),
    /** Cents paid to this writer by completed deals. */
    earned: z.number().int(),
    awaiting_consent: z.array(AwaitingConsent),
  })
  .openapi("WriterStats");
export type WriterStats = z.infer<typeof WriterStats>;
