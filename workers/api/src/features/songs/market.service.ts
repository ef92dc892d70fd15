import { and, asc, desc, eq, gte, isNull, like, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { MAX_PAGED_ROWS, type Page, pageWindow, toPage } from "../../kit/pagination";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { genres, moods } from "../reference/schema";
import { latestBids, myBidsStatement } from "./deals.reads";
import type { MarketSong, MarketSongDetail, SongMarketQuery } from "./market.contract";
import { visibleLyrics } from "./rules";
import {
  songBids,
  songDaily,
  songMarketCounts,
  songWriters,
  type WrittenSongRow,
  writtenSongs,
} from "./schema";
import { demoView } from "./views";

/*
 * The song market (spec §7 `songs/marketplace` list and `{id}`, issue #35): listed songs only (migration
 * 0035 keeps `listed`), each with the first lines of its lyrics, its demo, its writers and terms. A page
 * is one wave: the rows on a `written_songs_market_*` index with their genre, mood and demo joined and their
 * writers and open bids as correlated reads (one index probe per row), and the count from
 * `song_market_counts` (migration 0037) when only the genre filters, else capped at the paging depth.
 */

const ORDER = {
  newest: [desc(writtenSongs.id)],
  price_asc: [asc(writtenSongs.minBidCents), desc(writtenSongs.id)],
  price_desc: [desc(writtenSongs.minBidCents), desc(writtenSongs.id)],
} as const;

const genre = alias(genres, "g");
const mood = alias(moods, "m");
const demo = alias(tracks, "d");

/** A market row: the song and what its card shows, read with it. */
const marketColumns = {
  song: writtenSongs,
  // Named apart: D1 answers rows keyed by column name, and `title` is also the song's.
  genreTitle: sql<string | null>`${genre.title}`.as("genre_title"),
  moodTitle: sql<string | null>`${mood.title}`.as("mood_title"),
  demoState: sql<string | null>`${demo.processing}`.as("demo_processing"),
  demoDuration: sql<number | null>`${demo.durationMs}`.as("demo_duration_ms"),
  writers: sql<string>`(select json_group_array(json_object('user_id', w.user_id, 'name', u.name, 'split', w.split))
    from ${songWriters} w join ${users} u on u.id = w.user_id where w.song_id = ${writtenSongs.id})`,
  openBids: sql<number>`(select count(*) from ${songBids} b where b.song_id = ${writtenSongs.id} and b.status = 'pending')`,
};

const marketRows = (db: Db) =>
  db
    .select(marketColumns)
    .from(writtenSongs)
    .leftJoin(genre, eq(genre.id, writtenSongs.genreId))
    .leftJoin(mood, eq(mood.id, writtenSongs.moodId))
    .leftJoin(demo, eq(demo.id, writtenSongs.demoTrackId));

type MarketRow = Awaited<ReturnType<ReturnType<typeof marketRows>["all"]>>[number];

/** A row as buyers see it (`full`: whether this viewer may read the whole lyrics). */
async function marketSong(secret: string, r: MarketRow, full: boolean, now: number): Promise<MarketSong> {
  const row = r.song;
  const lyrics = visibleLyrics(row.lyrics, full);
  return {
    id: row.id,
    title: row.title,
    lyrics: lyrics.text,
    lyrics_truncated: lyrics.truncated,
    language: row.language,
    genre: row.genreId && r.genreTitle ? { id: row.genreId, title: r.genreTitle } : null,
    mood: row.moodId && r.moodTitle ? { id: row.moodId, title: r.moodTitle } : null,
    description: row.description,
    demo: row.demoTrackId
      ? await demoView(
          secret,
          { id: row.demoTrackId, processing: r.demoState, durationMs: r.demoDuration },
          now,
        )
      : null,
    asking_price: row.askingPriceCents,
    min_bid: row.minBidCents,
    writers: JSON.parse(r.writers ?? "[]"),
    open_bids: r.openBids ?? 0,
    created_at: row.createdAt.toISOString(),
  };
}

/** The filters a count row answers: none, or the genre alone. */
const COUNTED = new Set(["page", "per_page", "sort", "genre_id"]);

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
  const counted = Object.entries(query).every(([key, value]) => value === undefined || COUNTED.has(key));
  return {
    rows: marketRows(db)
      .where(where)
      .orderBy(...ORDER[query.sort ?? "newest"])
      .limit(limit)
      .offset(offset),
    total: counted
      ? db
          .select({ n: sql<number>`coalesce(max(${songMarketCounts.listed}), 0)` })
          .from(songMarketCounts)
          .where(eq(songMarketCounts.genreId, query.genre_id ?? ""))
      : db.select({ n: sql<number>`count(*)` }).from(capped),
  };
}

export async function listMarket(db: Db, secret: string, query: SongMarketQuery): Promise<Page<MarketSong>> {
  const statements = songMarketStatements(db, query);
  const [rows, [counted]] = await db.batch([statements.rows, statements.total]);
  const now = Date.now();
  const items = await Promise.all(rows.map((r) => marketSong(secret, r, false, now)));
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
 * A song as `viewerId` may see it, in one wave: listed songs for anyone; otherwise only for its writers
 * and anyone who bid on it (a buyer follows their deal). A view by anyone else of a listed song counts in
 * the song's day row, written in the same batch.
 */
export async function songDetail(
  db: Db,
  secret: string,
  viewerId: string,
  id: string,
  now = Date.now(),
): Promise<MarketSongDetail> {
  const writes = sql`exists (select 1 from ${songWriters} where song_id = ${id} and user_id = ${viewerId})`;
  // The reads in one batch and the view's count beside it: one wave.
  const [[[row], [writer], mine]] = await Promise.all([
    db.batch([
      marketRows(db)
        .where(and(eq(writtenSongs.id, id), isNull(writtenSongs.deletedAt)))
        .limit(1),
      db
        .select({ yes: sql<number>`${writes}` })
        .from(users)
        .where(eq(users.id, viewerId)),
      myBidsStatement(db, viewerId, [id]),
    ]),
    db.run(
      sql`insert into ${songDaily} (song_id, day, views, bids)
        select ${id}, ${new Date(now).toISOString().slice(0, 10)}, 1, 0
        where not ${writes} and exists (select 1 from ${writtenSongs} where id = ${id} and listed = 1)
        on conflict (song_id, day) do update set views = views + 1`,
    ),
  ]);
  if (!row) throw notFound("Song");
  const isWriter = Boolean(writer?.yes);
  const myBid = latestBids(mine).get(id) ?? null;
  const song = row.song;
  if (!song.listed && !isWriter && !myBid) throw notFound("Song");
  const view = await marketSong(secret, row, isWriter || song.buyerId === viewerId, now);
  const open = myBid?.status === "pending" || myBid?.status === "approved";
  const reason = bidRefusal(song, isWriter, open);
  return {
    ...view,
    my_bid: myBid,
    can_bid: reason === null,
    reason,
    is_writer: isWriter,
    on_market: song.listed,
  };
}
