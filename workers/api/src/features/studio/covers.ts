import { and, eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { fieldError, notFound, raisedWith } from "../../kit/errors";
import { withVariants } from "../../kit/image-variants";
import type { Actor } from "../../kit/resources/spec";
import { albums, tracks } from "../catalogue/schema";
import type { SniffedImage } from "./audio/types";
import { creatorStorage } from "./schema";
import { COVER_MAX_BYTES, coverKey, coverProblem } from "./tracks.rules";
import { DEFAULT_QUOTA_BYTES, quotaExceeded } from "./uploads/tus.rules";

/** What a cover belongs to: a track or an album, each with its owner column. */
export type CoverKind = "tracks" | "albums";

const TARGETS = {
  tracks: { table: tracks, owner: tracks.ownerUserId, entity: "Track" },
  albums: { table: albums, owner: albums.ownerUserId, entity: "Album" },
} as const;

const EXTENSIONS: Record<SniffedImage["format"], string> = { jpeg: "jpg", png: "png", webp: "webp" };

/** Reads what an image's bytes say it is (features/studio/audio's `sniffImage`). */
export type ImageSniffer = (bytes: Uint8Array) => SniffedImage | null;

/**
 * Checks an uploaded cover (`file` of a multipart form) and makes it the track's or album's cover: the
 * type and size come from the bytes (JPEG, PNG or WebP, at most 10 MB, at least 500×500), the R2 key
 * is new each time (`covers/<kind>/<id>-<random>.<ext>`, so the images route's immutable cache is never
 * wrong), and the previous object and its narrower copies (kit/image-variants.ts) are deleted only once
 * the row points at the new one. A foreign or missing row is a 404 before anything is stored. The cover's
 * bytes count in the owner's storage quota: setting `cover_size` moves the difference into
 * `creator_storage` (a trigger, migration 0025), whose CHECK refuses it past the quota: a 413 that keeps
 * the old cover (docs/decisions/0603). Returns the new key.
 *
 * @example await replaceCover({ db, bucket: env.MEDIA, sniff: sniffImage }, actor, "tracks", id, form.file);
 */
export async function replaceCover(
  deps: { db: Db; bucket: R2Bucket; sniff: ImageSniffer },
  actor: Actor,
  kind: CoverKind,
  id: string,
  file: unknown,
): Promise<string> {
  const { db, bucket } = deps;
  const target = TARGETS[kind];
  const owned = and(eq(target.table.id, id), eq(target.owner, actor.userId));
  const [current] = await db
    .select({ coverKey: target.table.coverKey })
    .from(target.table)
    .where(owned)
    .limit(1);
  if (!current) throw notFound(target.entity);

  if (!(file instanceof File)) throw fieldError("file", "Choose an image file.");
  if (file.size > COVER_MAX_BYTES) throw fieldError("file", "The image must be at most 10 MB.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = deps.sniff(bytes);
  if (!image) throw fieldError("file", "The file is not a JPEG, PNG or WebP image.");
  const problem = coverProblem(image);
  if (problem) throw fieldError("file", problem);

  const key = coverKey(kind, id, EXTENSIONS[image.format], crypto.randomUUID().slice(0, 12));
  await bucket.put(key, bytes, { httpMetadata: { contentType: image.contentType } });
  let updated: { id: string } | undefined;
  try {
    [updated] = await db
      .update(target.table)
      .set({ coverKey: key, coverSize: bytes.length, updatedAt: actor.now })
      .where(owned)
      .returning({ id: target.table.id });
  } catch (error) {
    if (!raisedWith(error, "CHECK constraint failed")) throw error;
    await bucket.delete(key);
    const [storage] = await db.select().from(creatorStorage).where(eq(creatorStorage.userId, actor.userId));
    throw quotaExceeded(bytes.length, storage?.usedBytes ?? 0, storage?.quotaBytes ?? DEFAULT_QUOTA_BYTES);
  }
  if (!updated) {
    // Deleted while the image was stored: the new object belongs to nothing.
    await bucket.delete(await withVariants(bucket, [key]));
    throw notFound(target.entity);
  }
  if (current.coverKey && current.coverKey !== key)
    await bucket.delete(await withVariants(bucket, [current.coverKey]));
  return key;
}
