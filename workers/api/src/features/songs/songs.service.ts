import { and, desc, eq, isNull, like, type SQL, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, fieldError, forbidden, notFound, raisedWith } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { MAX_PAGED_ROWS, type Page, pageWindow, toPage } from "../../kit/pagination";
import { abortUnlessChanged, isUnchanged } from "../../kit/transitions";
import { tracks } from "../catalogue/schema";
import { listings } from "../commerce/schema";
import { type NotifyDeps, notify } from "../notifications";
import { declinePendingStatements } from "./bid-batch";
import type { CreateSongBody, SongQuery, UpdateSongBody, WrittenSong } from "./contract";
import { songBids, songWriters, type WrittenSongRow, writtenSongs } from "./schema";
import { writerSongs } from "./views";
import { replaceWritersStatements, resolveWriters, splitsChangedFor } from "./writers";

/*
 * The songwriter's written songs (spec §7 `writer/written_songs`, issue #35). Every writer of a song reads
 * it; its owner changes it. Offering it for sale (status 1) puts it in the admin's tracks-for-sale queue;
 * the market shows it once the listing is approved and every writer has consented (`listed`, migration
 * 0035's triggers). Each write is one batch.
 */

const UNDER_DEAL = "A song with a deal under way or sold cannot change.";

export interface SongDeps extends NotifyDeps {
  secret: string;
}

/** The song `id` if `userId` writes it (404 otherwise, as for a song that does not exist). */
export async function songOfWriter(db: Db, userId: string, id: string): Promise<WrittenSongRow> {
  const [row] = await db
    .select({ song: writtenSongs })
    .from(writtenSongs)
    .innerJoin(songWriters, and(eq(songWriters.songId, writtenSongs.id), eq(songWriters.userId, userId)))
    .where(and(eq(writtenSongs.id, id), isNull(writtenSongs.deletedAt)))
    .limit(1);
  if (!row) throw notFound("Song");
  return row.song;
}

/** The song `id` if `userId` owns it: a co-writer gets 403, anyone else 404. */
async function ownedSong(db: Db, userId: string, id: string): Promise<WrittenSongRow> {
  const row = await songOfWriter(db, userId, id);
  if (row.ownerId !== userId) throw forbidden("Only the song's owner can change it.");
  return row;
}

export async function getSong(deps: SongDeps, userId: string, id: string): Promise<WrittenSong> {
  const [view] = await writerSongs(deps.db, deps.secret, [await songOfWriter(deps.db, userId, id)], userId);
  return view as WrittenSong;
}

/** A page of the songs `userId` writes (owned or co-written), newest first. */
export async function listSongs(
  deps: SongDeps,
  userId: string,
  query: SongQuery,
): Promise<Page<WrittenSong>> {
  const { db } = deps;
  const escaped = query.q?.replace(/[%_\\]/g, "\\$&");
  const where: SQL | undefined = and(
    isNull(writtenSongs.deletedAt),
    query.status !== undefined ? eq(writtenSongs.status, query.status) : undefined,
    escaped ? like(writtenSongs.title, `%${escaped}%`) : undefined,
  );
  const mine = and(eq(songWriters.songId, writtenSongs.id), eq(songWriters.userId, userId));
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const capped = db
    .select({ one: sql`1` })
    .from(writtenSongs)
    .innerJoin(songWriters, mine)
    .where(where)
    .limit(MAX_PAGED_ROWS)
    .as("capped");
  const [rows, [counted]] = await db.batch([
    db
      .select({ song: writtenSongs })
      .from(writtenSongs)
      .innerJoin(songWriters, mine)
      .where(where)
      // The writer's songs in their index (song_writers_user_idx: user, song), newest first, no sort step.
      .orderBy(desc(songWriters.songId))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)` }).from(capped),
  ]);
  const views = await writerSongs(
    db,
    deps.secret,
    rows.map((r) => r.song),
    userId,
  );
  return toPage(views, { page: query.page, perPage: query.per_page, total: counted?.n ?? 0 });
}

/** The demo named in a body: the caller's own finished market upload, audio only (422 per field). */
async function checkDemo(db: Db, userId: string, id: string | null | undefined) {
  if (!id) return;
  const [row] = await db
    .select({ purpose: tracks.purpose, processing: tracks.processing, format: tracks.audioFormat })
    .from(tracks)
    .where(and(eq(tracks.id, id), eq(tracks.ownerUserId, userId)));
  if (!row) throw notFound("Upload");
  if (row.purpose !== "beat") throw fieldError("demo_track_id", "Upload the demo for a song, not as music.");
  if (row.processing === "failed") throw fieldError("demo_track_id", "This upload failed: upload it again.");
  if (row.processing === "uploading")
    throw fieldError("demo_track_id", "The demo has not finished uploading.");
  if (row.format === "zip") throw fieldError("demo_track_id", "A demo is a recording, not a ZIP.");
}

/** A write the schema may refuse on a lookup that is gone: answered as a 422 on that field. */
async function lookedUp<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (raisedWith(error, "FOREIGN KEY constraint failed"))
      throw fieldError("genre_id", "Choose a genre and mood from the lists.");
    throw error;
  }
}

function notifyCoWriters(deps: SongDeps, ownerId: string, songId: string, title: string, userIds: string[]) {
  return Promise.all(
    userIds
      .filter((id) => id !== ownerId)
      .map((id) =>
        notify(deps, id, {
          type: "Song credit",
          msg: `You are credited as a writer of "${title}". Accept or decline your split.`,
          data: { song_id: songId },
        }),
      ),
  );
}

export async function createSong(deps: SongDeps, ownerId: string, body: CreateSongBody, now = new Date()) {
  const { db } = deps;
  const [writers] = await Promise.all([
    resolveWriters(db, ownerId, body.writers),
    checkDemo(db, ownerId, body.demo_track_id),
  ]);
  const id = newId("sng", now.getTime());
  await lookedUp(
    d1Batch(db, [
      db.insert(writtenSongs).values({
        id,
        ownerId,
        title: body.title,
        lyrics: body.lyrics,
        language: body.language,
        genreId: body.genre_id ?? null,
        moodId: body.mood_id ?? null,
        description: body.description ?? null,
        demoTrackId: body.demo_track_id ?? null,
        askingPriceCents: body.asking_price,
        minBidCents: body.min_bid,
        createdAt: now,
        updatedAt: now,
      }),
      ...replaceWritersStatements(db, id, ownerId, writers, now),
    ]),
  );
  await notifyCoWriters(
    deps,
    ownerId,
    id,
    body.title,
    writers.map((w) => w.userId),
  );
  return getSong(deps, ownerId, id);
}

/**
 * Changes a song. New writers or splits ask every co-writer again (the market hides it meanwhile); a new
 * title or lyrics send its listing back to moderation. Nothing changes once a deal is struck or it sold.
 */
export async function updateSong(
  deps: SongDeps,
  ownerId: string,
  id: string,
  body: UpdateSongBody,
  now = new Date(),
) {
  const { db } = deps;
  const row = await ownedSong(db, ownerId, id);
  if (row.dealBidId || row.soldAt) throw conflict(UNDER_DEAL);
  const asking = body.asking_price ?? row.askingPriceCents;
  const minimum = body.min_bid ?? row.minBidCents;
  if (asking !== 0 && asking < minimum)
    throw fieldError("asking_price", "The asking price is 0 (offers only) or at least the minimum bid.");
  const [writers] = await Promise.all([
    body.writers ? resolveWriters(db, ownerId, body.writers) : null,
    checkDemo(db, ownerId, body.demo_track_id),
  ]);
  const rewritten = writers !== null && (await splitsChangedFor(db, id, writers));
  const { writers: _w, ...fields } = body;
  const statements: Statement[] = [
    db
      .update(writtenSongs)
      .set({
        ...(fields.title !== undefined ? { title: fields.title } : {}),
        ...(fields.lyrics !== undefined ? { lyrics: fields.lyrics } : {}),
        ...(fields.language !== undefined ? { language: fields.language } : {}),
        ...(fields.genre_id !== undefined ? { genreId: fields.genre_id } : {}),
        ...(fields.mood_id !== undefined ? { moodId: fields.mood_id } : {}),
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        ...(fields.demo_track_id !== undefined ? { demoTrackId: fields.demo_track_id } : {}),
        askingPriceCents: asking,
        minBidCents: minimum,
        updatedAt: now,
      })
      // Only while no deal was struck since the read (its terms name these writers): else 409.
      .where(and(eq(writtenSongs.id, id), isNull(writtenSongs.dealBidId), isNull(writtenSongs.soldAt))),
    abortUnlessChanged(),
  ];
  if (writers && rewritten) statements.push(...replaceWritersStatements(db, id, ownerId, writers, now));
  const reworded =
    (fields.title !== undefined && fields.title !== row.title) ||
    (fields.lyrics !== undefined && fields.lyrics !== row.lyrics);
  statements.push(
    db
      .update(listings)
      .set({
        ...(reworded
          ? { title: fields.title ?? row.title, approval: "pending" as const, reason: null, reviewedAt: null }
          : {}),
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        lowestPriceCents: minimum,
        updatedAt: now,
      })
      .where(and(eq(listings.kind, "song"), eq(listings.itemId, id))),
  );
  await lookedUp(d1Batch(db, statements)).catch((error) => {
    throw isUnchanged(error) ? conflict(UNDER_DEAL) : error;
  });
  if (writers && rewritten) {
    await notifyCoWriters(
      deps,
      ownerId,
      id,
      fields.title ?? row.title,
      writers.map((w) => w.userId),
    );
  }
  return getSong(deps, ownerId, id);
}

/**
 * Offers a song for sale (1: its listing, pending, the first time; a rejected listing goes back to the
 * queue) or withdraws it (0: pending bids are declined and their holds freed in the same batch).
 */
export async function setStatus(
  deps: SongDeps,
  ownerId: string,
  id: string,
  status: 0 | 1,
  now = new Date(),
) {
  const { db } = deps;
  const row = await ownedSong(db, ownerId, id);
  if (row.soldAt) throw conflict("This song is sold.");
  if (status === 0 && row.dealBidId) throw conflict("Cancel the deal under way first.");
  const at = now.getTime();
  const declined =
    status === 0
      ? await db
          .select({ bidderId: songBids.bidderId })
          .from(songBids)
          .where(and(eq(songBids.songId, id), eq(songBids.status, "pending")))
      : [];
  await d1Batch(db, [
    // The listing first, so the listed trigger sees it when `status` moves.
    sql`insert into ${listings} (id, kind, item_id, seller_id, title, description, lowest_price_cents, status,
        approval, created_at, updated_at)
      select ${newId("lst", at)}, 'song', ${id}, ${ownerId}, ${row.title}, ${row.description},
        ${row.minBidCents}, 1, 'pending', ${at}, ${at}
      where ${status} = 1
      on conflict (kind, item_id) do update set approval = 'pending', reason = null, reviewed_at = null,
        updated_at = ${at} where approval = 'rejected'`,
    ...(status === 0 ? declinePendingStatements(id, at) : []),
    // Withdrawn only while no deal runs (a racing approval keeps the song and its deal): else 409.
    db
      .update(writtenSongs)
      .set({ status, updatedAt: now })
      .where(and(eq(writtenSongs.id, id), status === 0 ? isNull(writtenSongs.dealBidId) : undefined)),
    abortUnlessChanged(),
  ]).catch((error) => {
    throw isUnchanged(error) ? conflict("Cancel the deal under way first.") : error;
  });
  await Promise.all(
    declined.map((b) =>
      notify(deps, b.bidderId, {
        type: "Bid declined",
        msg: `"${row.title}" was taken off the market: your bid was declined and its hold released.`,
        data: { song_id: id },
      }),
    ),
  );
  return getSong(deps, ownerId, id);
}

/**
 * Deletes a song (kept for the bids that name it, gone from every list): refused while a deal is under
 * way or once sold; pending bids are declined and their holds freed in the same batch.
 */
export async function deleteSong(deps: SongDeps, ownerId: string, id: string, now = new Date()) {
  const { db } = deps;
  const row = await ownedSong(db, ownerId, id);
  if (row.dealBidId || row.soldAt) throw conflict("A song with an approved bid or sold cannot be deleted.");
  const at = now.getTime();
  try {
    await d1Batch(db, [
      ...declinePendingStatements(id, at),
      db.delete(listings).where(and(eq(listings.kind, "song"), eq(listings.itemId, id))),
      // Only while no deal was struck since the read: else the guard aborts the batch.
      db
        .update(writtenSongs)
        .set({ deletedAt: now, status: 0, updatedAt: now })
        .where(and(eq(writtenSongs.id, id), isNull(writtenSongs.dealBidId), isNull(writtenSongs.soldAt))),
      abortUnlessChanged(),
    ]);
  } catch (error) {
    if (isUnchanged(error)) throw conflict("A song with an approved bid or sold cannot be deleted.");
    throw error;
  }
  return { id };
}
