import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { imageUrl, signStreamUrl } from "../../kit/media-urls";
import { tracks } from "../catalogue/schema";
import { listings } from "../commerce/schema";
import { genres, moods } from "../reference/schema";
import type { BeatTierBody, ProducerBeat } from "./contract";
import { filesOf } from "./files";
import { FILE_FIELDS, missingFiles, readyOnly } from "./files.rules";
import { inTierOrder } from "./licences.rules";
import { beatLicences, type beats, beatTiers } from "./schema";

/*
 * Beats as their producer sees them: the rows, their tiers, their listing's moderation, genre and mood
 * titles and how many licences sold, read in one parallel wave after the page of rows.
 */

type BeatRow = typeof beats.$inferSelect;
type TierRow = typeof beatTiers.$inferSelect;

/** A tier's terms on the wire (a beat's tier row, or a template's). */
export function tierView(row: Omit<TierRow, "beatId">): BeatTierBody {
  return {
    tier: row.tier,
    price_cents: row.priceCents,
    distribution_copies: row.distributionCopies,
    audio_streams: row.audioStreams,
    music_videos: row.musicVideos,
    radio_stations: row.radioStations,
    paid_performances: row.paidPerformances,
    term_years: row.termYears,
  };
}

/** The tiers of `beatIds`, each beat's in tier order. */
export async function tiersOf(db: Db, beatIds: readonly string[]): Promise<Map<string, BeatTierBody[]>> {
  const rows = beatIds.length
    ? await db
        .select()
        .from(beatTiers)
        .where(inArray(beatTiers.beatId, [...beatIds]))
    : [];
  const byBeat = new Map<string, BeatTierBody[]>();
  for (const row of rows) byBeat.set(row.beatId, [...(byBeat.get(row.beatId) ?? []), tierView(row)]);
  for (const [id, list] of byBeat) byBeat.set(id, inTierOrder(list));
  return byBeat;
}

/** `rows` as the producer's views (`secret` signs the preview's stream URL). */
export async function producerBeats(
  db: Db,
  secret: string,
  rows: readonly BeatRow[],
): Promise<ProducerBeat[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lookupIds = (pick: (r: BeatRow) => string | null) => [
    ...new Set(rows.map(pick).filter((v): v is string => v !== null)),
  ];
  const genreIds = lookupIds((r) => r.genreId);
  const moodIds = lookupIds((r) => r.moodId);
  const fileIds = [
    ...new Set(rows.flatMap((r) => Object.values(filesOf(r)).filter((v): v is string => v !== null))),
  ];
  const [tiers, listed, sold, genreRows, moodRows, fileRowsRead] = await Promise.all([
    tiersOf(db, ids),
    db
      .select({ itemId: listings.itemId, approval: listings.approval, reason: listings.reason })
      .from(listings)
      .where(and(eq(listings.kind, "beat"), inArray(listings.itemId, ids))),
    db
      .select({ beatId: beatLicences.beatId, n: count() })
      .from(beatLicences)
      .where(inArray(beatLicences.beatId, ids))
      .groupBy(beatLicences.beatId),
    genreIds.length
      ? db.select({ id: genres.id, title: genres.title }).from(genres).where(inArray(genres.id, genreIds))
      : [],
    moodIds.length
      ? db.select({ id: moods.id, title: moods.title }).from(moods).where(inArray(moods.id, moodIds))
      : [],
    fileIds.length
      ? db
          .select({ id: tracks.id, coverKey: tracks.coverKey, processing: tracks.processing })
          .from(tracks)
          .where(inArray(tracks.id, fileIds))
      : [],
  ]);
  const fileRow = new Map(fileRowsRead.map((t) => [t.id, t]));
  const processingOf = new Map(fileRowsRead.map((t) => [t.id, t.processing]));
  const listing = new Map(listed.map((l) => [l.itemId, l]));
  const sales = new Map(sold.map((s) => [s.beatId, s.n]));
  const ref = (list: { id: string; title: string }[], id: string | null) =>
    id ? (list.find((x) => x.id === id) ?? null) : null;
  const now = Date.now();
  const previews = new Map(
    await Promise.all(
      rows.map(
        async (r) =>
          [r.id, r.previewTrackId ? await signStreamUrl(secret, r.previewTrackId, now) : null] as const,
      ),
    ),
  );
  return rows.map((row) => {
    const l = listing.get(row.id);
    const licences = tiers.get(row.id) ?? [];
    const files = filesOf(row);
    return {
      id: row.id,
      title: row.title,
      bpm: row.bpm,
      key: row.musicalKey,
      genre: ref(genreRows, row.genreId),
      mood: ref(moodRows, row.moodId),
      tags: row.tags,
      description: row.description,
      is_published: row.isPublished,
      is_featured: row.isFeatured,
      lowest_price_cents: row.lowestPriceCents,
      exclusive_sold: row.exclusiveSoldAt !== null,
      approval: l?.approval ?? null,
      rejection_reason: l?.approval === "rejected" ? (l.reason ?? null) : null,
      licences,
      cover_url: imageUrl(row.previewTrackId ? fileRow.get(row.previewTrackId)?.coverKey : null),
      preview_url: previews.get(row.id) ?? null,
      ...files,
      // A file still being processed counts as missing until it is ready.
      missing_files: missingFiles(
        readyOnly(files, processingOf),
        licences.map((t) => t.tier),
      ),
      processing_files: FILE_FIELDS.filter(
        (f) => files[f] !== null && processingOf.get(files[f] as string) !== "ready",
      ),
      sales: sales.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
