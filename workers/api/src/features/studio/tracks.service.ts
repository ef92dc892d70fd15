import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Bindings } from "../../env";
import type { Statement } from "../../kit/d1-batch";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { type AppError, fieldError, notFound } from "../../kit/errors";
import { withVariants } from "../../kit/image-variants";
import { signingSecret } from "../../kit/media-urls";
import { resourceService } from "../../kit/resources/service";
import type { Actor, ResourceService } from "../../kit/resources/spec";
import type { CreditRole } from "../catalogue";
import { trackCredits, tracks } from "../catalogue/schema";
import { trackRemovalStatements } from "../collections";
import { forgetSubjectStatements } from "../engagement";
import { toFtsQuery } from "../search";
import { assertReferences } from "./references";
import { creatorStorage, trackUploads } from "./schema";
import { loadCreatorTracks } from "./track-views";
import type { CreatorTrack, UpdateTrackBody } from "./tracks.contract";
import { GUARD_FIELDS, GUARD_MESSAGES, guardOf } from "./tracks.rules";

/** A 0017 guard's refusal as the 422 on the field the creator changed; null for any other error. */
export function guardError(error: unknown): AppError | null {
  const guard = guardOf(error);
  return guard ? fieldError(GUARD_FIELDS[guard] as string, GUARD_MESSAGES[guard] as string) : null;
}

/**
 * `?q=` over the owner's track titles: the title column of the full-text table (`tracks_fts`, kept by
 * migration 0002's triggers), joined by rowid, so words match anywhere in the title, diacritics aside.
 */
export function titleSearch(table: "tracks_fts" | "albums_fts", rowid: SQL) {
  return (q: string): SQL | undefined => {
    const match = toFtsQuery(q);
    // Only punctuation: nothing can match, which is an empty list rather than every row.
    if (match === null) return sql`0`;
    return sql`${rowid} in (select rowid from ${sql.raw(table)} where ${sql.raw(table)} match ${`title : (${match})`})`;
  };
}

const CREDIT_ROLES: [keyof CreatorTrack["credits"], CreditRole][] = [
  ["featured", "featured"],
  ["producers", "producer"],
  ["writers", "writer"],
];

/** The column values an update sets (the album's position is decided in `albumPlacement`). */
function trackValues(input: UpdateTrackBody, now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const copy = [
    ["title", "title"],
    ["genre_id", "genreId"],
    ["mood_id", "moodId"],
    ["origin_id", "originId"],
    ["bpm", "bpm"],
    ["musical_key", "musicalKey"],
    ["explicit", "explicit"],
    ["lyrics", "lyrics"],
    ["publication", "publication"],
    ["visibility", "visibility"],
  ] as const;
  for (const [field, column] of copy) if (input[field] !== undefined) values[column] = input[field];
  // Set once, when first published; unpublishing and publishing again keeps the first date.
  if (input.publication === "published")
    values.publishedAt = sql`coalesce(${tracks.publishedAt}, ${now.getTime()})`;
  return values;
}

/**
 * The creator's tracks: the resource factory's list (filters, title search), get and status, with an
 * update that writes credits and album placement in one batch and a delete that fixes everything that
 * pointed at the track. Tracks are created by the tus upload, not here.
 */
export function creatorTracksService(env: Bindings): ResourceService<CreatorTrack, never, UpdateTrackBody> {
  const base = resourceService<typeof tracks, never, UpdateTrackBody, CreatorTrack>({
    entity: "Track",
    idPrefix: "trk",
    table: tracks,
    owner: tracks.ownerUserId,
    // A beat's files are tracks too (the same tus flow): they belong to the beats manager, not here.
    scope: eq(tracks.purpose, "music"),
    order: [{ column: tracks.createdAt, direction: "desc" }],
    filters: { publication: tracks.publication, processing: tracks.processing },
    search: { condition: titleSearch("tracks_fts", sql`${tracks}.rowid`) },
    loadViews: (db, rows) =>
      loadCreatorTracks(
        db,
        signingSecret(env),
        Date.now(),
        rows.map((r) => r.id),
      ),
    mapError: guardError,
    updateValues: (input, actor) => trackValues(input, actor.now),
  });

  return {
    ...base,

    async update(db, actor, id, input) {
      const owned = and(eq(tracks.id, id), eq(tracks.ownerUserId, actor.userId), eq(tracks.purpose, "music"));
      const [[current]] = await Promise.all([
        db
          .select({ albumId: tracks.albumId, trackNumber: tracks.trackNumber })
          .from(tracks)
          .where(owned)
          .limit(1),
        assertReferences(db, actor.userId, input),
      ]);
      if (!current) throw notFound("Track");
      const values: Record<string, unknown> = { ...trackValues(input, actor.now), updatedAt: actor.now };
      const statements: Statement[] = [];
      if (input.album_id !== undefined && input.album_id !== current.albumId) {
        statements.push(...leaveAlbum(id, current.albumId, current.trackNumber));
        values.albumId = input.album_id;
        values.trackNumber =
          input.album_id === null
            ? null
            : sql`(select coalesce(max(track_number), 0) + 1 from ${tracks} where album_id = ${input.album_id})`;
      }
      statements.push(db.update(tracks).set(values).where(owned));
      if (input.credits) statements.push(...creditStatements(db, id, input.credits));
      try {
        await d1Batch(db, statements);
      } catch (error) {
        throw guardError(error) ?? error;
      }
      return base.get(db, actor, id);
    },

    remove: (db, actor, id) => removeTrack(db, env.MEDIA, actor, id),
  };
}

/** Closes the gap a track leaves in its album's numbering (the count is kept by migration 0017). */
function leaveAlbum(trackId: string, albumId: string | null, trackNumber: number | null): Statement[] {
  if (albumId === null || trackNumber === null) return [];
  return [
    sql`update ${tracks} set track_number = track_number - 1
      where album_id = ${albumId} and track_number > ${trackNumber} and id <> ${trackId}`,
  ];
}

/** Replaces a track's credits: every role given is rewritten in order. */
function creditStatements(db: Db, trackId: string, credits: CreatorTrack["credits"]): Statement[] {
  const rows = CREDIT_ROLES.flatMap(([field, role]) =>
    credits[field].map((name, position) => ({ trackId, role, position, name })),
  );
  const statements: Statement[] = [db.delete(trackCredits).where(eq(trackCredits.trackId, trackId))];
  // One insert per 20 rows keeps each statement under D1's 100 bound parameters.
  for (let i = 0; i < rows.length; i += 20)
    statements.push(db.insert(trackCredits).values(rows.slice(i, i + 20)));
  return statements;
}

/**
 * Deletes one of the caller's tracks in ONE batch with everything that pointed at it: playlists and
 * non-stops (totals, dense positions), its album's numbering (the count by trigger), its reactions and
 * daily plays, the creator's stored bytes, and its credits, waveform and unfinished upload (by cascade).
 * The R2 objects go after the batch: an unfinished multipart upload is aborted, the audio and cover
 * deleted. A failure there leaves an orphan object, never a row pointing at nothing.
 */
async function removeTrack(db: Db, bucket: R2Bucket, actor: Actor, id: string): Promise<{ id: string }> {
  const owned = and(eq(tracks.id, id), eq(tracks.ownerUserId, actor.userId), eq(tracks.purpose, "music"));
  const [row] = await db
    .select({
      albumId: tracks.albumId,
      trackNumber: tracks.trackNumber,
      audioKey: tracks.audioKey,
      audioSize: tracks.audioSize,
      coverKey: tracks.coverKey,
      uploadKey: trackUploads.objectKey,
      multipartId: trackUploads.multipartId,
    })
    .from(tracks)
    .leftJoin(trackUploads, and(eq(trackUploads.trackId, tracks.id), isNull(trackUploads.completedAt)))
    .where(owned)
    .orderBy(desc(trackUploads.createdAt))
    .limit(1);
  if (!row) throw notFound("Track");
  const results = await d1Batch(db, [
    ...trackRemovalStatements(id, actor.now),
    ...forgetSubjectStatements(db, "track", id),
    ...leaveAlbum(id, row.albumId, row.trackNumber),
    sql`update ${creatorStorage} set used_bytes = max(used_bytes - ${row.audioSize}, 0)
      where user_id = ${actor.userId} and exists (select 1 from ${tracks} where ${owned})`,
    db.delete(tracks).where(owned),
  ]);
  if ((results.at(-1)?.meta.changes ?? 0) === 0) throw notFound("Track");
  if (row.uploadKey && row.multipartId) {
    await bucket
      .resumeMultipartUpload(row.uploadKey, row.multipartId)
      .abort()
      .catch(() => undefined);
  }
  await bucket.delete([row.audioKey, ...(await withVariants(bucket, row.coverKey ? [row.coverKey] : []))]);
  return { id };
}
