import { eq } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import type { BeatTierBody } from "./contract";
import { DEFAULT_TEMPLATE, inTierOrder } from "./licences.rules";
import { beatTierTemplates } from "./schema";
import { tierView } from "./views";

/*
 * The producer's default tiers (issue #34: "a producer keeps default tier terms and prices as a template
 * that a new beat starts from"). Until they save one, the market's common terms (DEFAULT_TEMPLATE).
 */

/** The tiers a new beat of `producerId` starts with. */
export async function templateOf(db: Db, producerId: string): Promise<BeatTierBody[]> {
  const rows = await db.select().from(beatTierTemplates).where(eq(beatTierTemplates.producerId, producerId));
  if (!rows.length) return DEFAULT_TEMPLATE.map((t) => ({ ...t }));
  return inTierOrder(rows.map((r) => tierView(r)));
}

/** Replaces the producer's template in one batch; beats already made keep their own tiers. */
export async function saveTemplate(db: Db, producerId: string, licences: readonly BeatTierBody[]) {
  await d1Batch(db, [
    db.delete(beatTierTemplates).where(eq(beatTierTemplates.producerId, producerId)),
    db.insert(beatTierTemplates).values(
      licences.map((l) => ({
        producerId,
        tier: l.tier,
        priceCents: l.price_cents,
        distributionCopies: l.distribution_copies,
        audioStreams: l.audio_streams,
        musicVideos: l.music_videos,
        radioStations: l.radio_stations,
        paidPerformances: l.paid_performances,
        termYears: l.term_years,
      })),
    ),
  ]);
  return templateOf(db, producerId);
}
