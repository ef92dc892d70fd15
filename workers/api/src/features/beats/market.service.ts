import { and, asc, desc, eq, gte, like, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { imageUrl, signStreamUrl } from "../../kit/media-urls";
import { MAX_PAGED_ROWS, type Page, pageWindow, toPage } from "../../kit/pagination";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { listings } from "../commerce/schema";
import { genres, moods } from "../reference/schema";
import { inTierOrder, LICENCE_TIERS, type LicenceTier, tierAvailability } from "./licences.rules";
import type { MarketBeat, MarketQuery } from "./market.contract";
import { beatLicences, beatMarketCounts, beats, beatTiers } from "./schema";

/*
 * The beat marketplace (spec §7 `beat-tracks/marketplace`, issue #34): beats with `listed` = 1 (published,
 * approved, up, not sold exclusively; kept by migration 0030's triggers), read on the market indexes in
 * one wave: the page with its producer, genre, mood and tiers (a probe of the tiers' key per row), and the
 * capped count.
 */

const isTier = (text: string): text is LicenceTier => (LICENCE_TIERS as readonly string[]).includes(text);

const genre = alias(genres, "g");
const mood = alias(moods, "m");
const preview = alias(tracks, "pt");

function filters(query: MarketQuery): SQL | undefined {
  const escaped = query.q?.replace(/[%_\\]/g, "\\$&");
  return and(
    eq(beats.listed, true),
    query.genre_id ? eq(beats.genreId, query.genre_id) : undefined,
    query.mood_id ? eq(beats.moodId, query.mood_id) : undefined,
    query.bpm_min !== undefined ? gte(beats.bpm, query.bpm_min) : undefined,
    query.bpm_max !== undefined ? lte(beats.bpm, query.bpm_max) : undefined,
    query.key ? eq(beats.musicalKey, query.key) : undefined,
    query.price_min !== undefined ? gte(beats.lowestPriceCents, query.price_min) : undefined,
    query.price_max !== undefined ? lte(beats.lowestPriceCents, query.price_max) : undefined,
    escaped ? like(beats.title, `%${escaped}%`) : undefined,
  );
}

/** Newest puts featured beats first; the price sorts read the price index. */
function order(sort: MarketQuery["sort"]) {
  if (sort === "price_asc") return [asc(beats.lowestPriceCents), desc(beats.id)];
  if (sort === "price_desc") return [desc(beats.lowestPriceCents), desc(beats.id)];
  if (sort === "popular") return [desc(beats.recentPlays), desc(beats.id)];
  return [desc(beats.isFeatured), desc(beats.id)];
}

/** The page's statement and its capped count: the first wave (pinned by market.plans.test.ts). */
export function marketStatements(db: Db, query: MarketQuery) {
  const where = filters(query);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const rows = db
    .select({
      beat: beats,
      // Named: D1 answers rows keyed by column name, and three tables have a `title`.
      producerName: sql<string>`${users.name}`.as("producer_name"),
      genreTitle: sql<string | null>`${genre.title}`.as("genre_title"),
      moodTitle: sql<string | null>`${mood.title}`.as("mood_title"),
      coverKey: sql<string | null>`${preview.coverKey}`.as("cover_key"),
      durationMs: sql<number | null>`${preview.durationMs}`.as("duration_ms"),
      tiers: sql<
        string | null
      >`(select group_concat(${beatTiers.tier}) from ${beatTiers} where ${beatTiers.beatId} = ${beats.id})`.as(
        "tier_list",
      ),
    })
    .from(beats)
    .innerJoin(users, eq(users.id, beats.producerId))
    .leftJoin(genre, eq(genre.id, beats.genreId))
    .leftJoin(mood, eq(mood.id, beats.moodId))
    .leftJoin(preview, eq(preview.id, beats.previewTrackId))
    .where(where)
    .orderBy(...order(query.sort))
    .limit(limit)
    .offset(offset);
  // The paginator reaches MAX_PAGED_ROWS rows at most, so counting further is wasted reads.
  return { rows, total: totalStatement(db, query, where) };
}

/** Filters only a counter row answers: none, or one genre. */
const COUNTED = new Set(["page", "per_page", "sort", "genre_id"]);

/**
 * The list's total: the trigger-kept counter when the list is the whole market or one genre (one row
 * read), else a count capped at the paging depth (the filters no index covers whole).
 */
function totalStatement(db: Db, query: MarketQuery, where: SQL | undefined) {
  const counted = Object.entries(query).every(([key, value]) => value === undefined || COUNTED.has(key));
  if (counted) {
    return db
      .select({ n: sql<number>`coalesce(max(${beatMarketCounts.listed}), 0)` })
      .from(beatMarketCounts)
      .where(eq(beatMarketCounts.genreId, query.genre_id ?? ""));
  }
  const capped = db.select({ one: sql`1` }).from(beats).where(where).limit(MAX_PAGED_ROWS).as("capped");
  return db.select({ n: sql<number>`count(*)` }).from(capped);
}

export async function marketplace(
  { db, secret }: { db: Db; secret: string },
  query: MarketQuery,
  now = Date.now(),
): Promise<Page<MarketBeat>> {
  const { rows, total } = marketStatements(db, query);
  const [page, [counted]] = await db.batch([rows, total]);
  const items = await Promise.all(
    page.map(async ({ beat, producerName, genreTitle, moodTitle, tiers, coverKey, durationMs }) => ({
      id: beat.id,
      title: beat.title,
      producer: { id: beat.producerId, name: producerName },
      bpm: beat.bpm,
      key: beat.musicalKey,
      genre: beat.genreId && genreTitle ? { id: beat.genreId, title: genreTitle } : null,
      mood: beat.moodId && moodTitle ? { id: beat.moodId, title: moodTitle } : null,
      tags: beat.tags,
      is_featured: beat.isFeatured,
      lowest_price_cents: beat.lowestPriceCents,
      tiers: inTierOrder(
        (tiers ?? "")
          .split(",")
          .filter(isTier)
          .map((tier) => ({ tier })),
      ).map((t) => t.tier),
      cover_url: imageUrl(coverKey),
      preview_url: beat.previewTrackId ? await signStreamUrl(secret, beat.previewTrackId, now) : null,
      duration_ms: durationMs,
      recent_plays: beat.recentPlays,
    })),
  );
  return toPage(items, { page: query.page, perPage: query.per_page, total: counted?.n ?? 0 });
}

/** A beat as a sale needs it: its row, its listing's state, its tiers and what `buyerId` already holds. */
export async function beatForSale(db: Db, beatId: string, buyerId: string) {
  const [[found], listed, tiers, owned] = await db.batch([
    // The beat with what its market page shows (producer, genre, mood, the preview's cover and length):
    // primary-key joins, so the page costs this one wave.
    db
      .select({
        beat: beats,
        producerName: sql<string>`${users.name}`.as("producer_name"),
        genreTitle: sql<string | null>`${genre.title}`.as("genre_title"),
        moodTitle: sql<string | null>`${mood.title}`.as("mood_title"),
        coverKey: sql<string | null>`${preview.coverKey}`.as("cover_key"),
        durationMs: sql<number | null>`${preview.durationMs}`.as("duration_ms"),
      })
      .from(beats)
      .innerJoin(users, eq(users.id, beats.producerId))
      .leftJoin(genre, eq(genre.id, beats.genreId))
      .leftJoin(mood, eq(mood.id, beats.moodId))
      .leftJoin(preview, eq(preview.id, beats.previewTrackId))
      .where(eq(beats.id, beatId))
      .limit(1),
    db
      .select({ approval: listings.approval, status: listings.status })
      .from(listings)
      .where(and(eq(listings.kind, "beat"), eq(listings.itemId, beatId))),
    db.select().from(beatTiers).where(eq(beatTiers.beatId, beatId)),
    db
      .select({ tier: beatLicences.tier })
      .from(beatLicences)
      .where(and(eq(beatLicences.beatId, beatId), eq(beatLicences.buyerId, buyerId))),
  ]);
  if (!found) throw notFound("Beat");
  const { beat: row, ...facts } = found;
  const listing = listed[0];
  const availability = tierAvailability(
    {
      producerId: row.producerId,
      published: row.isPublished,
      approved: listing?.approval === "approved" && listing.status === 1,
      exclusiveSold: row.exclusiveSoldAt !== null,
      offered: tiers.map((t) => t.tier),
    },
    { id: buyerId, owned: new Set<LicenceTier>(owned.map((o) => o.tier)) },
  );
  return { row, facts, tiers, availability };
}
