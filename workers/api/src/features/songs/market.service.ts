import { and, asc, count, desc, eq, gte, inArray, isNull, like, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { MAX_PAGED_ROWS, type Page, pageWindow, toPage } from "../../kit/pagination";
import { myBidsOn } from "./deals.reads";
import type { MarketSong, MarketSongDetail, SongMarketQuery } from "./market.contract";
import { visibleLyrics } from "./rules";
import { songBids, songDaily, type WrittenSongRow, writtenSongs } from "./schema";
import { writerOf } from "./songs.service";
import { demosOf, lookupsOf } from "./views";
import { writersOf } from "./writers";

/*
 * The song market (spec §7 `songs/marketplace` list and `{id}`, issue #35): listed songs only (migration
 * 0035 keeps `listed`), each with the first lines of its lyrics, its demo, its writers and terms. The
 * list walks `written_songs_market_*` indexes; its page costs one wave of reads after the rows.
 */

const ORDER = {
  newest: [desc(writtenSongs.id)],
  price_asc: [asc(writtenSongs.minBidCents), desc(writtenSongs.id)],
  price_desc: [desc(writtenSongs.minBidCents), desc(writtenSongs.id)],
} as const;

/** `rows` as buyers see them (`fullFor`: the songs whose lyrics this viewer may read whole). */
async function marketSongs(db: Db, secret: string, rows: readonly WrittenSongRow[], fullFor: Set<string>) {
  const ids = rows.map((r) => r.id);
  const [lookups, demo, writers, open] = await Promise.all([
    lookupsOf(db, rows),
    demosOf(db, secret, rows),
    writersOf(db, ids),
    ids.length
      ? db
          .select({ songId: songBids.songId, n: count() })
          .from(songBids)
          .where(and(inArray(songBids.songId, ids), eq(songBids.status, "pending")))
          .groupBy(songBids.songId)
      : [],
  ]);
  return rows.map((row): MarketSong => {
    const lyrics = visibleLyrics(row.lyrics, fullFor.has(row.id));
    return {
      id: row.id,
      title: row.title,
      lyrics: lyrics.text,
      lyrics_truncated: lyrics.truncated,
      language: row.language,
      genre: lookups.genre(row.genreId),
      mood: lookups.mood(row.moodId),
      description: row.description,
      demo: demo(row.demoTrackId),
      asking_price: row.askingPriceCents,
      min_bid: row.minBidCents,
      writers: (writers.get(row.id) ?? []).map(({ user_id, name, split }) => ({ user_id, name, split })),
      open_bids: open.find((o) => o.songId === row.id)?.n ?? 0,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** The page's rows and the capped count of a market query (exported to pin their plans). */
export function songMarketStatements(db: Db, query: SongMarketQuery) {
  const escaped = query.q?.replace(/[%_\\]/g, "\\$&");
  const where: SQL | undefined = and(
    eq(writtenSongs.listed, true),
    query.genre_id ? eq(writtenSongs.genreId, query.genre_id) : undefined,
    query.mood_id ? eq(writtenSongs.moodId, query.mood_id) : undefined,
    query.language ? eq(sql`lower(${writtenSongs.language})`, query.language.toLowerCase()) : undefined,
    query.price_min !== undefined ? gte(writtenSongs.minBidCents, query.price_min) : undefined,
    query.price_max !== undefined ? lte(writtenSongs.minBidCents, query.price_max) : undefined,
    escaped
      ? or(like(writtenSongs.title, `%${escaped}%`), like(writtenSongs.lyrics, `%${escaped}%`))
      : undefined,
  );
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const capped = db
    .select({ one: sql`1` })
    .from(writtenSongs)
    .where(where)
    .limit(MAX_PAGED_ROWS)
    .as("capped");
  return {
    rows: db
      .select()
      .from(writtenSongs)
      .where(where)
      .orderBy(...ORDER[query.sort ?? "newest"])
      .limit(limit)
      .offset(offset),
    total: db.select({ n: sql<number>`count(*)` }).from(capped),
  };
}

export async function listMarket(db: Db, secret: string, query: SongMarketQuery): Promise<Page<MarketSong>> {
  const statements = songMarketStatements(db, query);
  const [rows, [counted]] = await db.batch([statements.rows, statements.total]);
  const items = await marketSongs(db, secret, rows, new Set());
  return toPage(items, { page: query.page, perPage: query.per_page, total: counted?.n ?? 0 });
}

/** Why `viewer` may not bid on a song (null when they may). */
function bidRefusal(row: WrittenSongRow, isWriter: boolean, hasOpenBid: boolean): string | null {
  if (isWriter) return "You write this song.";
  if (row.soldAt) return "This song is sold.";
  if (row.dealBidId) return "A bid on this song was approved: it is off the market.";
  if (!row.listed) return "This song is not on the market.";
  if (hasOpenBid) return "You have an open bid: raise or withdraw it.";
  return null;
}

/**
 * A song as `viewerId` may see it: listed songs for anyone; otherwise only for its writers and anyone who
 * bid on it (a buyer follows their deal). A view by anyone but a writer counts in the song's day row.
 */
export async function marketSong(
  db: Db,
  secret: string,
  viewerId: string,
  id: string,
  now = Date.now(),
): Promise<MarketSongDetail> {
  const [row] = await db
    .select()
    .from(writtenSongs)
    .where(and(eq(writtenSongs.id, id), isNull(writtenSongs.deletedAt)));
  if (!row) throw notFound("Song");
  const [writes, mine] = await Promise.all([writerOf(db, viewerId, [id]), myBidsOn(db, viewerId, [id])]);
  const isWriter = writes.has(id);
  const myBid = mine.get(id) ?? null;
  if (!row.listed && !isWriter && !myBid) throw notFound("Song");
  const boughtIt = row.buyerId === viewerId;
  const [[view]] = await Promise.all([
    marketSongs(db, secret, [row], new Set(isWriter || boughtIt ? [id] : [])),
    isWriter
      ? null
      : db.run(
          sql`insert into ${songDaily} (song_id, day, views, bids) values (${id}, ${new Date(now).toISOString().slice(0, 10)}, 1, 0)
            on conflict (song_id, day) do update set views = views + 1`,
        ),
  ]);
  const open = myBid?.status === "pending" || myBid?.status === "approved";
  const reason = bidRefusal(row, isWriter, open);
  return {
    ...(view as MarketSong),
    my_bid: myBid,
    can_bid: reason === null,
    reason,
    is_writer: isWriter,
    on_market: row.listed,
  };
}
