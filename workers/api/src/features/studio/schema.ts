import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";

/**
 * A resumable (tus 1.0) upload of one track's audio, written to R2 as a multipart upload whose parts are
 * the PATCH bodies. `offset` is the bytes stored in finished parts; it only moves by a conditional update
 * on the offset the PATCH was sent at, so two PATCHes at the same offset cannot both land.
 */
export const trackUploads = sqliteTable(
  "track_uploads",
  {
    id: text("id").primaryKey(),
    trackId: text("track_id")
      .notNull()
      .references(() => tracks.id, { onDelete: "cascade" }),
    ownerUserId: text("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The R2 key, chosen by the server. */
    objectKey: text("object_key").notNull(),
    /** R2's multipart upload id (null until the first part creates it). */
    multipartId: text("multipart_id"),
    length: integer("length").notNull(),
    offset: integer("offset").notNull().default(0),
    filename: text("filename").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    completedAt: timestamp("completed_at"),
  },
  (t) => [
    index("track_uploads_expiry_idx").on(t.completedAt, t.expiresAt),
    index("track_uploads_owner_idx").on(t.ownerUserId, t.createdAt),
    check("track_uploads_offset_ck", sql`${t.offset} >= 0 AND ${t.offset} <= ${t.length}`),
  ],
);

/** The finished parts of an upload: what completing the R2 multipart upload needs. */
export const trackUploadParts = sqliteTable(
  "track_upload_parts",
  {
    uploadId: text("upload_id")
      .notNull()
      .references(() => trackUploads.id, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    etag: text("etag").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ name: "track_upload_parts_pk", columns: [t.uploadId, t.partNumber] })],
);

/**
 * The bytes each creator stores (audio being uploaded counts from the moment its length is declared).
 * The CHECK aborts the batch that would take a creator past their quota.
 */
export const creatorStorage = sqliteTable(
  "creator_storage",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    usedBytes: integer("used_bytes").notNull().default(0),
    quotaBytes: integer("quota_bytes").notNull(),
  },
  (t) => [check("creator_storage_quota_ck", sql`${t.usedBytes} >= 0 AND ${t.usedBytes} <= ${t.quotaBytes}`)],
);
