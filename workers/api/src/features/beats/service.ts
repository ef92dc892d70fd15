import { and, desc, eq, like, sql } from "drizzle-orm";
import { d1Batch, type Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { fieldError, forbidden, notFound, raisedWith } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { pageWindow, toPage } from "../../kit/pagination";
import { listings } from "../commerce/schema";
import { assertReferences } from "../studio";
import type { BeatTierBody, CreateBeatBody, ProducerBeat, UpdateBeatBody } from "./contract";
import { fileColumns, filesOf, readyFiles } from "./files";
import { FILE_FIELDS, missingFiles, missingMessage } from "./files.rules";
import { lowestPrice } from "./licences.rules";
import { beats, beatTiers } from "./schema";
import { templateOf } from "./template";
import { producerBeats } from "./views";

/** What the beat services need: D1, and the secret that signs preview stream URLs. */
export interface BeatDeps {
  db: Db;
  secret: string;
}

/*
 * The producer's beats (spec §7 Creator `beats`, issue #34): creators of the producer kind only. Writes are
 * one batch each; the database keeps the rules a race could break (5 featured, one exclusive, `listed`).
 */

export const FEATURED_MAX = 5;

/** 403 unless `userId` is a creator of the producer kind. */
export async function assertProducer(db: Db, userId: string): Promise<void> {
  const row = await db.get<{ ok: number }>(
    sql`select 1 as ok from user_roles where user_id = ${userId} and role = 'creator' and kind = 'producer'`,
  );
  if (!row) throw forbidden("Only producers can manage beats.");
}

/** The producer's own beat row, or 404 (someone else's beat is not found either). */
async function ownBeat(db: Db, producerId: string, id: string) {
  const [row] = await db
    .select()
    .from(beats)
    .where(and(eq(beats.id, id), eq(beats.producerId, producerId)))
    .limit(1);
  if (!row) throw notFound("Beat");
  return row;
}

export async function getBeat(deps: BeatDeps, producerId: string, id: string): Promise<ProducerBeat> {
  const [view] = await producerBeats(deps.db, deps.secret, [await ownBeat(deps.db, producerId, id)]);
  return view as ProducerBeat;
}

export async function listBeats(
  { db, secret }: BeatDeps,
  producerId: string,
  query: { page: number; per_page: number; q?: string | undefined },
) {
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const where = and(
    eq(beats.producerId, producerId),
    query.q ? like(beats.title, `%${query.q.replace(/[%_\\]/g, "\\$&")}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(beats).where(where).orderBy(desc(beats.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)` }).from(beats).where(where),
  ]);
  return toPage(await producerBeats(db, secret, rows), {
    page: query.page,
    perPage: query.per_page,
    total: total?.n ?? 0,
  });
}

const tierRows = (beatId: string, licences: readonly BeatTierBody[]) =>
  licences.map((l) => ({
    beatId,
    tier: l.tier,
    priceCents: l.price_cents,
    distributionCopies: l.distribution_copies,
    audioStreams: l.audio_streams,
    musicVideos: l.music_videos,
    radioStations: l.radio_stations,
    paidPerformances: l.paid_performances,
    termYears: l.term_years,
  }));

/** Creates a draft beat; without `licences` it offers the producer's template tiers. */
export async function createBeat(deps: BeatDeps, producerId: string, body: CreateBeatBody, now = new Date()) {
  const { db } = deps;
  const [files, licences] = await Promise.all([
    fileColumns(db, producerId, body),
    body.licences ?? templateOf(db, producerId),
    assertReferences(db, producerId, { genre_id: body.genre_id ?? null, mood_id: body.mood_id ?? null }),
  ]);
  const id = newId("bt", now.getTime());
  await d1Batch(db, [
    db.insert(beats).values({
      id,
      producerId,
      title: body.title,
      bpm: body.bpm,
      musicalKey: body.key,
      genreId: body.genre_id ?? null,
      moodId: body.mood_id ?? null,
      tags: body.tags ?? [],
      description: body.description ?? null,
      lowestPriceCents: lowestPrice(licences) ?? 0,
      ...files,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(beatTiers).values(tierRows(id, licences)),
  ]);
  return getBeat(deps, producerId, id);
}

export async function updateBeat(
  deps: BeatDeps,
  producerId: string,
  id: string,
  body: UpdateBeatBody,
  now = new Date(),
) {
  const { db } = deps;
  const [row, files] = await Promise.all([
    ownBeat(db, producerId, id),
    fileColumns(db, producerId, body),
    assertReferences(db, producerId, { genre_id: body.genre_id, mood_id: body.mood_id }),
  ]);
  const values: Partial<typeof beats.$inferInsert> = { ...files, updatedAt: now };
  if (row.isPublished) {
    // A beat on sale keeps every file its tiers deliver: a buyer pays for them.
    const offered = (body.licences ?? (await tierNames(db, id))).map((t) => t.tier);
    const missing = missingFiles(await readyFiles(db, filesOf({ ...row, ...files })), offered);
    if (missing.length) {
      const cleared = FILE_FIELDS.find((f) => body[f] === null);
      throw fieldError(body.licences || !cleared ? "licences" : cleared, missingMessage(missing));
    }
  }
  if (body.title !== undefined) values.title = body.title;
  if (body.bpm !== undefined) values.bpm = body.bpm;
  if (body.key !== undefined) values.musicalKey = body.key;
  if (body.genre_id !== undefined) values.genreId = body.genre_id;
  if (body.mood_id !== undefined) values.moodId = body.mood_id;
  if (body.tags !== undefined) values.tags = body.tags;
  if (body.description !== undefined) values.description = body.description;
  if (body.licences) values.lowestPriceCents = lowestPrice(body.licences) ?? row.lowestPriceCents;
  const statements: Statement[] = [db.update(beats).set(values).where(eq(beats.id, id))];
  if (body.licences) {
    statements.push(db.delete(beatTiers).where(eq(beatTiers.beatId, id)));
    statements.push(db.insert(beatTiers).values(tierRows(id, body.licences)));
  }
  // A listing follows the beat; a new title or preview sends it back to the queue, a price change does not.
  const retitled =
    (body.title !== undefined && body.title !== row.title) ||
    (files.previewTrackId !== undefined && files.previewTrackId !== row.previewTrackId);
  // Only what the producer changed reaches the listing: an admin's correction of its text stays otherwise.
  statements.push(
    db
      .update(listings)
      .set({
        ...(retitled
          ? { title: body.title ?? row.title, approval: "pending" as const, reason: null, reviewedAt: null }
          : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        lowestPriceCents: values.lowestPriceCents ?? row.lowestPriceCents,
        updatedAt: now,
      })
      .where(and(eq(listings.kind, "beat"), eq(listings.itemId, id))),
  );
  const field = body.licences ? "licences" : (FILE_FIELDS.find((f) => body[f] !== undefined) ?? "licences");
  await guarded(d1Batch(db, statements), field);
  return getBeat(deps, producerId, id);
}

/**
 * A write that migration 0034's guard may refuse: a published beat without the files its tiers deliver.
 * The checks before each write answer first; the guard is met only in a race (an edit dropping a file
 * while the beat is published), answered the same way.
 */
async function guarded<T>(write: Promise<T>, field: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (raisedWith(error, "beats:files-missing"))
      throw fieldError(field, "A file the offered licences deliver is missing or not processed yet.");
    throw error;
  }
}

async function tierNames(db: Db, beatId: string) {
  return db.select({ tier: beatTiers.tier }).from(beatTiers).where(eq(beatTiers.beatId, beatId));
}

/**
 * Publishes (making its listing, pending, the first time) or unpublishes a beat. Publishing needs the
 * preview and every file the offered tiers deliver (422 on `is_published` saying which are missing).
 */
export async function setPublished(
  deps: BeatDeps,
  producerId: string,
  id: string,
  published: boolean,
  now = new Date(),
) {
  const { db } = deps;
  const row = await ownBeat(db, producerId, id);
  if (published) {
    // Files still being processed count as missing: a buyer must get every file at once.
    const [ready, offered] = await Promise.all([readyFiles(db, filesOf(row)), tierNames(db, id)]);
    const missing = missingFiles(
      ready,
      offered.map((t) => t.tier),
    );
    if (missing.length) throw fieldError("is_published", missingMessage(missing));
  }
  await guarded(
    d1Batch(db, [
      // The listing first, so the beats trigger sees it when `is_published` moves.
      sql`insert into ${listings} (id, kind, item_id, seller_id, title, description, lowest_price_cents, status,
          approval, created_at, updated_at)
        select ${newId("lst", now.getTime())}, 'beat', ${id}, ${producerId}, ${row.title}, ${row.description},
          ${row.lowestPriceCents}, 1, 'pending', ${now.getTime()}, ${now.getTime()}
        where ${published ? 1 : 0} = 1
        on conflict (kind, item_id) do nothing`,
      db.update(beats).set({ isPublished: published, updatedAt: now }).where(eq(beats.id, id)),
    ]),
    "is_published",
  );
  return getBeat(deps, producerId, id);
}

export async function setFeatured(
  deps: BeatDeps,
  producerId: string,
  id: string,
  featured: boolean,
  now = new Date(),
) {
  const { db } = deps;
  await ownBeat(db, producerId, id);
  try {
    await db.update(beats).set({ isFeatured: featured, updatedAt: now }).where(eq(beats.id, id));
  } catch (error) {
    if (raisedWith(error, "beats: featured limit"))
      throw fieldError("is_featured", `You can feature at most ${FEATURED_MAX} beats. Unfeature one first.`);
    throw error;
  }
  return getBeat(deps, producerId, id);
}

/**
 * Deletes a beat that never sold; one with buyers is only unpublished and taken off the market (their
 * licences, files and contracts stay valid). The database decides which: a licence's foreign key refuses
 * the delete, so a sale racing the delete can never leave a licence without its beat.
 */
export async function deleteBeat(db: Db, producerId: string, id: string, now = new Date()) {
  await ownBeat(db, producerId, id);
  try {
    await d1Batch(db, [
      db.delete(listings).where(and(eq(listings.kind, "beat"), eq(listings.itemId, id))),
      db.delete(beats).where(eq(beats.id, id)),
    ]);
    return { id, removed: true };
  } catch (error) {
    if (!raisedWith(error, "FOREIGN KEY constraint failed")) throw error;
  }
  await db
    .update(beats)
    .set({ isPublished: false, isFeatured: false, updatedAt: now })
    .where(eq(beats.id, id));
  return { id, removed: false };
}
