import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { fieldError, notFound } from "../../kit/errors";
import { tracks } from "../catalogue/schema";
import { FILE_FIELDS, FILE_SLOTS, type FileField, readyOnly } from "./files.rules";
import type { beats } from "./schema";

/*
 * The files a beat's create or update body names: uploads of the caller's made for beats (the studio's tus
 * flow with `purpose beat`), processed, of the format the slot takes. Someone else's upload is a 404.
 */

type BeatFileColumns = Pick<
  typeof beats.$inferInsert,
  "previewTrackId" | "mp3TrackId" | "wavTrackId" | "stemsTrackId"
>;

const COLUMN: Readonly<Record<FileField, keyof BeatFileColumns>> = {
  preview_track_id: "previewTrackId",
  mp3_track_id: "mp3TrackId",
  wav_track_id: "wavTrackId",
  stems_track_id: "stemsTrackId",
};

/** The row's files, keyed by their wire field. */
export function filesOf(row: Required<BeatFileColumns>): Record<FileField, string | null> {
  return {
    preview_track_id: row.previewTrackId ?? null,
    mp3_track_id: row.mp3TrackId ?? null,
    wav_track_id: row.wavTrackId ?? null,
    stems_track_id: row.stemsTrackId ?? null,
  };
}

/**
 * The column values for the file fields `body` sets (null clears one), after checking each named upload:
 * the caller's (else 404), for a beat, processed, and of the slot's format (else 422 on the field).
 */
export async function fileColumns(
  db: Db,
  producerId: string,
  body: Partial<Record<FileField, string | null | undefined>>,
): Promise<Partial<BeatFileColumns>> {
  const named = FILE_FIELDS.flatMap((f) => (body[f] ? [body[f] as string] : []));
  const rows = named.length
    ? await db
        .select({
          id: tracks.id,
          purpose: tracks.purpose,
          processing: tracks.processing,
          format: tracks.audioFormat,
        })
        .from(tracks)
        .where(and(inArray(tracks.id, named), eq(tracks.ownerUserId, producerId)))
    : [];
  const values: Partial<BeatFileColumns> = {};
  for (const field of FILE_FIELDS) {
    const id = body[field];
    if (id === undefined) continue;
    if (id !== null) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw notFound("Upload");
      if (row.purpose !== "beat") throw fieldError(field, "Upload this file for a beat, not as music.");
      // A file still being processed may be named (the producer saves while it settles); publication
      // waits for it (readyFiles). An unfinished or failed upload is no file at all.
      if (row.processing === "failed") throw fieldError(field, "This upload failed: upload the file again.");
      if (row.processing === "uploading") throw fieldError(field, "This file has not finished uploading.");
      if (!row.format || !FILE_SLOTS[field].formats.includes(row.format))
        throw fieldError(field, FILE_SLOTS[field].wrong);
    }
    values[COLUMN[field]] = id;
  }
  return values;
}

/** The processing state of each file a beat names (one statement for all of them). */
export async function fileStates(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: tracks.id, processing: tracks.processing })
    .from(tracks)
    .where(inArray(tracks.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.processing]));
}

/** `files` with every file not processed yet as missing: what publication may count on. */
export async function readyFiles(
  db: Db,
  files: Record<FileField, string | null>,
): Promise<Record<FileField, string | null>> {
  return readyOnly(
    files,
    await fileStates(
      db,
      Object.values(files).filter((id): id is string => id !== null),
    ),
  );
}
