import type { Db } from "../../kit/db";
import { imageUrl, signStreamUrl } from "../../kit/media-urls";
import type { BeatTierBody } from "./contract";
import { TIER_FILES } from "./licences.rules";
import type { BeatAvailability } from "./market.contract";
import { beatForSale } from "./market.service";
import { tierView } from "./views";

/*
 * A beat's market page (`check-availability/{id}`): its facts, and per tier its price, files, rights and
 * whether the caller can buy it now (and if not, why). One D1 wave (beatForSale's batch).
 */

type Rights = Omit<BeatTierBody, "tier" | "price_cents">;

function rightsOf(tier: BeatTierBody): Rights {
  const { tier: _tier, price_cents: _price, ...rights } = tier;
  return rights;
}

export async function availability(
  { db, secret }: { db: Db; secret: string },
  beatId: string,
  buyerId: string,
  now = Date.now(),
): Promise<BeatAvailability> {
  const { row, facts, tiers, availability: list } = await beatForSale(db, beatId, buyerId);
  return {
    beat_id: beatId,
    beat: {
      title: row.title,
      producer: { id: row.producerId, name: facts.producerName },
      bpm: row.bpm,
      key: row.musicalKey,
      genre: row.genreId && facts.genreTitle ? { id: row.genreId, title: facts.genreTitle } : null,
      mood: row.moodId && facts.moodTitle ? { id: row.moodId, title: facts.moodTitle } : null,
      tags: row.tags,
      description: row.description,
      cover_url: imageUrl(facts.coverKey),
      // The stream route refuses a preview once the beat leaves the market, so only a listed one is offered.
      preview_url:
        row.listed && row.previewTrackId ? await signStreamUrl(secret, row.previewTrackId, now) : null,
      duration_ms: facts.durationMs,
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
