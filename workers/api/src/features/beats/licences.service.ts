import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { signDownloadUrl } from "../../kit/media-urls";
import { type Page, pageWindow, toPage } from "../../kit/pagination";
import { API_BASE } from "../../kit/paths";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { readContract } from "../commerce";
import { orders } from "../commerce/schema";
import type { MyLicence } from "./licences.contract";
import { type Deliverable, TIER_FILES } from "./licences.rules";
import { beatLicences, beats } from "./schema";

/* "My licences": what a buyer holds, newest first, and each licence's contract (buyer or producer only). */

export const contractUrl = (licenceId: string) =>
  `${API_BASE}/creator/beat-tracks/licences/contract/${licenceId}`;

/** The path (under the media routes) of one of a licence's files. */
export const downloadPath = (licenceId: string, file: Deliverable) =>
  `/beat-files/${encodeURIComponent(licenceId)}/${file}`;

export async function myLicences(
  { db, secret }: { db: Db; secret: string },
  buyerId: string,
  page: number,
  perPage: number,
  now = Date.now(),
): Promise<Page<MyLicence>> {
  const { limit, offset } = pageWindow(page, perPage);
  const where = eq(beatLicences.buyerId, buyerId);
  const [rows, [counted]] = await db.batch([
    db
      .select({
        licence: beatLicences,
        title: beats.title,
        producer: users.name,
        price: orders.priceCents,
        fee: orders.feeCents,
      })
      .from(beatLicences)
      .innerJoin(beats, eq(beats.id, beatLicences.beatId))
      .innerJoin(users, eq(users.id, beats.producerId))
      .innerJoin(orders, eq(orders.id, beatLicences.orderId))
      .where(where)
      .orderBy(desc(beatLicences.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)` }).from(beatLicences).where(where),
  ]);
  const items = await Promise.all(
    rows.map(async (r) => ({
      id: r.licence.id,
      beat: { id: r.licence.beatId, title: r.title, producer: r.producer },
      tier: r.licence.tier,
      order_id: r.licence.orderId,
      price_cents: r.price,
      fee_cents: r.fee,
      contract_url: contractUrl(r.licence.id),
      downloads: await Promise.all(
        TIER_FILES[r.licence.tier].map(async (file) => ({
          file,
          url: await signDownloadUrl(secret, downloadPath(r.licence.id, file), now),
        })),
      ),
      created_at: r.licence.createdAt.toISOString(),
    })),
  );
  return toPage(items, { page, perPage, total: counted?.n ?? 0 });
}

/** The contract of licence `licenceId` for `userId` (its buyer or the beat's producer); 404 for anyone else. */
export async function licenceContract(db: Db, bucket: R2Bucket, userId: string, licenceId: string) {
  const [licence] = await db
    .select({ orderId: beatLicences.orderId })
    .from(beatLicences)
    .where(eq(beatLicences.id, licenceId))
    .limit(1);
  if (!licence) throw notFound("Contract");
  return readContract(db, bucket, userId, licence.orderId);
}

const FILE_COLUMN = { mp3: beats.mp3TrackId, wav: beats.wavTrackId, stems: beats.stemsTrackId } as const;

/**
 * The stored object behind a licence's file, re-checked at request time (the URL's signature proves only
 * that the API handed it out): the licence exists and its tier delivers `file`. Null otherwise, so the
 * route answers 404 alike for "not yours", "not in your tier" and "not there".
 */
export async function licensedFile(db: Db, licenceId: string, file: Deliverable) {
  const [row] = await db
    .select({
      tier: beatLicences.tier,
      title: beats.title,
      key: tracks.audioKey,
      contentType: tracks.audioContentType,
      size: tracks.audioSize,
    })
    .from(beatLicences)
    .innerJoin(beats, eq(beats.id, beatLicences.beatId))
    .innerJoin(tracks, eq(tracks.id, FILE_COLUMN[file]))
    .where(eq(beatLicences.id, licenceId))
    .limit(1);
  if (!row || !TIER_FILES[row.tier].includes(file)) return null;
  return row;
}
