import { and, count, eq, inArray, max } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { signStreamUrl } from "../../kit/media-urls";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { listings } from "../commerce/schema";
import { genres, moods } from "../reference/schema";
import type { SongDemo, WrittenSong } from "./contract";
import { songBids, type WrittenSongRow } from "./schema";
import { rightsView, writersOf } from "./writers";

/*
 * Written songs as their writers see them: rows, writers and consent, listing moderation, lookups, demo
 * and open bids, read in one parallel wave after the page of rows.
 */

type Ref = { id: string; title: string };
const ids = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

/** The lookups (genre, mood) of `rows`, by id. */
async function lookupsOf(db: Db, rows: readonly Pick<WrittenSongRow, "genreId" | "moodId">[]) {
  const genreIds = ids(rows.map((r) => r.genreId));
  const moodIds = ids(rows.map((r) => r.moodId));
  const [genreRows, moodRows] = await Promise.all([
    genreIds.length
      ? db.select({ id: genres.id, title: genres.title }).from(genres).where(inArray(genres.id, genreIds))
      : [],
    moodIds.length
      ? db.select({ id: moods.id, title: moods.title }).from(moods).where(inArray(moods.id, moodIds))
      : [],
  ]);
  const ref = (list: Ref[], id: string | null) => (id ? (list.find((x) => x.id === id) ?? null) : null);
  return { genre: (id: string | null) => ref(genreRows, id), mood: (id: string | null) => ref(moodRows, id) };
}

/** A demo as the wire shows it: its state from the track's processing, a signed stream URL once ready. */
export async function demoView(
  secret: string,
  track: { id: string; processing: string | null; durationMs: number | null },
  now: number,
): Promise<SongDemo> {
  const state =
    track.processing === "ready" ? "ready" : track.processing === "failed" ? "failed" : "processing";
  return {
    track_id: track.id,
    state,
    stream_url: state === "ready" ? await signStreamUrl(secret, track.id, now) : null,
    duration_ms: state === "ready" ? track.durationMs : null,
  };
}

/** The demos of `rows`: their processing state and, when ready, a signed stream URL. */
export async function demosOf(db: Db, secret: string, rows: readonly Pick<WrittenSongRow, "demoTrackId">[]) {
  const demoIds = ids(rows.map((r) => r.demoTrackId));
  const found = demoIds.length
    ? await db
        .select({ id: tracks.id, processing: tracks.processing, durationMs: tracks.durationMs })
        .from(tracks)
        .where(inArray(tracks.id, demoIds))
    : [];
  const now = Date.now();
  const demos = new Map(
    await Promise.all(found.map(async (t) => [t.id, await demoView(secret, t, now)] as const)),
  );
  return (id: string | null) => (id ? (demos.get(id) ?? null) : null);
}

/** `rows` as their writers' views (`viewerId`: the writer reading). */
export async function writerSongs(
  db: Db,
  secret: string,
  rows: readonly WrittenSongRow[],
  viewerId: string,
): Promise<WrittenSong[]> {
  if (rows.length === 0) return [];
  const songIds = rows.map((r) => r.id);
  const buyerIds = ids(rows.map((r) => r.buyerId));
  const [lookups, demo, writers, listed, bids, buyers] = await Promise.all([
    lookupsOf(db, rows),
    demosOf(db, secret, rows),
    writersOf(db, songIds),
    db
      .select({ itemId: listings.itemId, approval: listings.approval, reason: listings.reason })
      .from(listings)
      .where(and(eq(listings.kind, "song"), inArray(listings.itemId, songIds))),
    db
      .select({ songId: songBids.songId, n: count(), highest: max(songBids.amountCents) })
      .from(songBids)
      .where(and(inArray(songBids.songId, songIds), eq(songBids.status, "pending")))
      .groupBy(songBids.songId),
    buyerIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, buyerIds))
      : [],
  ]);
  return rows.map((row) => {
    const listing = listed.find((l) => l.itemId === row.id);
    const open = bids.find((b) => b.songId === row.id);
    return {
      id: row.id,
      title: row.title,
      lyrics: row.lyrics,
      language: row.language,
      genre: lookups.genre(row.genreId),
      mood: lookups.mood(row.moodId),
      description: row.description,
      demo: demo(row.demoTrackId),
      asking_price: row.askingPriceCents,
      min_bid: row.minBidCents,
      status: row.status === 1 ? 1 : 0,
      listing: listing ? { approval: listing.approval, reason: listing.reason } : null,
      on_market: row.listed,
      rights: rightsView(row.id, row.ownerId, writers.get(row.id) ?? []),
      is_owner: row.ownerId === viewerId,
      pending_bids: open?.n ?? 0,
      highest_bid: open?.highest ?? null,
      deal_bid_id: row.dealBidId,
      sold_at: row.soldAt?.toISOString() ?? null,
      buyer: buyers.find((b) => b.id === row.buyerId) ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
