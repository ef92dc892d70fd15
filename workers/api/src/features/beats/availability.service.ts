import { eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { imageUrl, signStreamUrl } from "../../kit/media-urls";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { genres, moods } from "../reference/schema";
import type { BeatTierBody } from "./contract";
import { TIER_FILES } from "./licences.rules";
import type { BeatAvailability } from "./market.contract";
import { beatForSale } from "./market.service";
import { tierView } from "./views";

/*
 * A beat's market page (`check-availability/{id}`): its facts, and per tier its price, files, rights and
 * whether the caller can buy it now (and if not, why). Two waves: the sale's reads, then the facts'.
 */

type Rights = Omit<BeatTierBody, "tier" | "price_cents">;

function rightsOf(tier: BeatTierBody): Rights {
  const { tier: _tier, price_cents: _price, ...rights } = tier;
  return rights;
}

const firstOf = <T>(rows: T[]): T | undefined => rows[0];

export async function availability(
  { db, secret }: { db: Db; secret: string },
  beatId: string,
  buyerId: string,
  now = Date.now(),
): Promise<BeatAvailability> {
  const { row, tiers, availability: list } = await beatForSale(db, beatId, buyerId);
  const [producer, genre, mood, preview] = await Promise.all([
    db.select({ name: users.name }).from(users).where(eq(users.id, row.producerId)).then(firstOf),
    row.genreId
      ? db
          .select({ id: genres.id, title: genres.title })
          .from(genres)
          .where(eq(genres.id, row.genreId))
          .then(firstOf)
      : undefined,
    row.moodId
      ? db
          .select({ id: moods.id, title: moods.title })
          .from(moods)
          .where(eq(moods.id, row.moodId))
          .then(firstOf)
      : undefined,
    row.previewTrackId
      ? db
          .select({ coverKey: tracks.coverKey, durationMs: tracks.durationMs })
          .from(tracks)
          .where(eq(tracks.id, row.previewTrackId))
          .then(firstOf)
      : undefined,
  ]);
  return {
    beat_id: beatId,
    beat: {
      title: row.title,
      producer: { id: row.producerId, name: producer?.name ?? "" },
      bpm: row.bpm,
      key: row.musicalKey,
      genre: genre ?? null,
      mood: mood ?? null,
      tags: row.tags,
      description: row.description,
      cover_url: imageUrl(preview?.coverKey),
      // The stream route refuses a preview once the beat leaves the market, so only a listed one is offered.
      preview_url:
        row.listed && row.previewTrackId ? await signStreamUrl(secret, row.previewTrackId, now) : null,
      duration_ms: preview?.durationMs ?? null,
    },
    tiers: list.map((t) => {
      const offered = tiers.find((x) => x.tier === t.tier);
      return {
        ...t,
        price_cents: offered?.priceCents ?? null,
        files: offered ? [...TIER_FILES[t.tier]] : [],
        rights: offered ? rightsOf(tierView(offered)) : null,
      };
    }),
  };
}
