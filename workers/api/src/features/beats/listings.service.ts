import { and, desc, eq, like, type SQL, sql } from "drizzle-orm";
import type { AuditActor } from "../../kit/audit/statement";
import { auditStatement } from "../../kit/audit/statement";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { imageUrl, signStreamUrl } from "../../kit/media-urls";
import { MAX_PAGED_ROWS, type Page, pageWindow, toPage } from "../../kit/pagination";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { listings } from "../commerce/schema";
import { type NotifyDeps, notify } from "../notifications";
import { writtenSongs } from "../songs/schema";
import type { TrackForSale, TrackForSalePreview, TrackForSaleQuery } from "./listings.contract";
import { beats } from "./schema";

/*
 * The admin's tracks for sale (spec §7 Admin `tracks-for-sale`, issue #34): the market's moderation queue.
 * Every write is one batch with its audit row; the seller is told live of a decision or a take-down.
 * `beats.listed` follows a listing through migration 0030's triggers.
 */

const ENTITY = "track_for_sale";

type Row = typeof listings.$inferSelect & { sellerName: string };

function view(row: Row): TrackForSale {
  return {
    id: row.id,
    kind: row.kind,
    item_id: row.itemId,
    title: row.title,
    user: { id: row.sellerId, name: row.sellerName },
    description: row.description,
    price: row.lowestPriceCents,
    status: row.status === 1 ? 1 : 0,
    approval: row.approval,
    is_approved: row.approval === "pending" ? null : row.approval === "approved",
    reason: row.reason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const selected = { listing: listings, sellerName: users.name };
const flat = (r: { listing: typeof listings.$inferSelect; sellerName: string }): Row => ({
  ...r.listing,
  sellerName: r.sellerName,
});

export async function listTracksForSale(db: Db, query: TrackForSaleQuery): Promise<Page<TrackForSale>> {
  const escaped = query.q?.replace(/[%_\\]/g, "\\$&");
  const where: SQL | undefined = and(
    query.approval ? eq(listings.approval, query.approval) : undefined,
    query.seller_id ? eq(listings.sellerId, query.seller_id) : undefined,
    query.status !== undefined ? eq(listings.status, query.status) : undefined,
    escaped ? like(listings.title, `%${escaped}%`) : undefined,
  );
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const rows = db
    .select(selected)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(where)
    .orderBy(desc(listings.id))
    .limit(limit)
    .offset(offset);
  const capped = db.select({ one: sql`1` }).from(listings).where(where).limit(MAX_PAGED_ROWS).as("capped");
  const [page, [counted]] = await db.batch([rows, db.select({ n: sql<number>`count(*)` }).from(capped)]);
  return toPage(
    page.map((r) => view(flat(r))),
    { page: query.page, perPage: query.per_page, total: counted?.n ?? 0 },
  );
}

async function loadRow(db: Db, id: string): Promise<Row> {
  const [row] = await db
    .select(selected)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id))
    .limit(1);
  if (!row) throw notFound("Track for sale");
  return flat(row);
}

export async function getTrackForSale(db: Db, id: string): Promise<TrackForSale> {
  return view(await loadRow(db, id));
}

const audited = (row: Row) => ({
  title: row.title,
  description: row.description,
  status: row.status,
  approval: row.approval,
  reason: row.reason,
});

/** Lists a user's existing beat on their behalf: published and approved at once. */
export async function createTrackForSale(db: Db, actor: AuditActor, beatId: string) {
  const [beat] = await db.select().from(beats).where(eq(beats.id, beatId)).limit(1);
  if (!beat) throw notFound("Beat");
  const id = newId("lst", actor.now.getTime());
  const after = {
    title: beat.title,
    description: beat.description,
    status: 1,
    approval: "approved",
    reason: null,
  };
  try {
    await d1Batch(db, [
      db.insert(listings).values({
        id,
        kind: "beat",
        itemId: beat.id,
        sellerId: beat.producerId,
        title: beat.title,
        description: beat.description,
        lowestPriceCents: beat.lowestPriceCents,
        approval: "approved",
        reviewedAt: actor.now,
        createdAt: actor.now,
        updatedAt: actor.now,
      }),
      db.update(beats).set({ isPublished: true, updatedAt: actor.now }).where(eq(beats.id, beat.id)),
      auditStatement(actor, { action: "create", entity: ENTITY, entityId: id, before: null, after }),
    ]);
  } catch (error) {
    if (String(error).includes("listings.kind")) throw conflict("This beat is listed already.");
    throw error;
  }
  return getTrackForSale(db, id);
}

export async function updateTrackForSale(
  db: Db,
  actor: AuditActor,
  id: string,
  body: { title?: string | undefined; description?: string | null | undefined },
) {
  const row = await loadRow(db, id);
  const next = { ...row, ...(body.title !== undefined ? { title: body.title } : {}) };
  if (body.description !== undefined) next.description = body.description;
  await d1Batch(db, [
    db
      .update(listings)
      .set({ title: next.title, description: next.description, updatedAt: actor.now })
      .where(eq(listings.id, id)),
    auditStatement(actor, {
      action: "update",
      entity: ENTITY,
      entityId: id,
      before: audited(row),
      after: audited(next),
    }),
  ]);
  return getTrackForSale(db, id);
}

export async function setTrackForSaleStatus(deps: NotifyDeps, actor: AuditActor, id: string, status: 0 | 1) {
  const row = await loadRow(deps.db, id);
  await d1Batch(deps.db, [
    deps.db.update(listings).set({ status, updatedAt: actor.now }).where(eq(listings.id, id)),
    auditStatement(actor, {
      action: "status",
      entity: ENTITY,
      entityId: id,
      before: audited(row),
      after: { ...audited(row), status },
    }),
  ]);
  if (status !== row.status) {
    await notify(deps, row.sellerId, {
      type: "Marketplace",
      msg:
        status === 1 ? `"${row.title}" is back on the market.` : `"${row.title}" was taken off the market.`,
      data: { listing_id: id, item_id: row.itemId, status },
    });
  }
  return getTrackForSale(deps.db, id);
}

export async function deleteTrackForSale(db: Db, actor: AuditActor, id: string) {
  const row = await loadRow(db, id);
  await d1Batch(db, [
    db.delete(listings).where(eq(listings.id, id)),
    auditStatement(actor, {
      action: "delete",
      entity: ENTITY,
      entityId: id,
      before: audited(row),
      after: null,
    }),
  ]);
  return { id };
}

/** Approves or rejects (with the reason the seller reads); the seller is told live. */
export async function moderateTrackForSale(
  deps: NotifyDeps,
  actor: AuditActor,
  id: string,
  approved: boolean,
  reason: string | null,
) {
  const row = await loadRow(deps.db, id);
  const approval = approved ? ("approved" as const) : ("rejected" as const);
  const kept = approved ? null : reason;
  await d1Batch(deps.db, [
    deps.db
      .update(listings)
      .set({ approval, reason: kept, reviewedAt: actor.now, updatedAt: actor.now })
      .where(eq(listings.id, id)),
    auditStatement(actor, {
      action: "moderate",
      entity: ENTITY,
      entityId: id,
      before: audited(row),
      after: { ...audited(row), approval, reason: kept },
      reason: kept,
    }),
  ]);
  await notify(deps, row.sellerId, {
    type: "Marketplace",
    msg: approved
      ? `"${row.title}" was approved and is on the market.`
      : `"${row.title}" was not approved: ${kept}`,
    data: { listing_id: id, item_id: row.itemId, approval, reason: kept },
  });
  return getTrackForSale(deps.db, id);
}

/**
 * A listing's preview for the admin: signed like the catalogue's streams (the stream route lets an admin
 * play any track, listed or not, so a pending beat can be heard before it is approved).
 */
export async function trackForSalePreview(
  { db, secret }: { db: Db; secret: string },
  id: string,
  now = Date.now(),
): Promise<TrackForSalePreview> {
  const row = await loadRow(db, id);
  // A beat is heard by its preview, a written song by its demo.
  const [beat] =
    row.kind === "beat"
      ? await db
          .select({ trackId: beats.previewTrackId, cover: tracks.coverKey, duration: tracks.durationMs })
          .from(beats)
          .leftJoin(tracks, eq(tracks.id, beats.previewTrackId))
          .where(eq(beats.id, row.itemId))
          .limit(1)
      : await db
          .select({ trackId: writtenSongs.demoTrackId, cover: tracks.coverKey, duration: tracks.durationMs })
          .from(writtenSongs)
          .leftJoin(tracks, eq(tracks.id, writtenSongs.demoTrackId))
          .where(eq(writtenSongs.id, row.itemId))
          .limit(1);
  return {
    id: row.id,
    title: row.title,
    seller: { id: row.sellerId, name: row.sellerName },
    preview_url: beat?.trackId ? await signStreamUrl(secret, beat.trackId, now) : null,
    cover_url: imageUrl(beat?.cover),
    duration_ms: beat?.duration ?? null,
  };
}
