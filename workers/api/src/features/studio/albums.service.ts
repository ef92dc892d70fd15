import { and, asc, eq, sql } from "drizzle-orm";
import type { Bindings } from "../../env";
import { d1Batch, type Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { fieldError, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { withVariants } from "../../kit/image-variants";
import { imageUrl, signingSecret } from "../../kit/media-urls";
import { resourceService } from "../../kit/resources/service";
import type { Actor, ResourceService } from "../../kit/resources/spec";
import { lookupRef } from "../catalogue";
import { albums, tracks } from "../catalogue/schema";
import { forgetSubjectStatements } from "../engagement";
import { genres } from "../reference/schema";
import type { CreateAlbumBody, CreatorAlbum, CreatorAlbumDetail, UpdateAlbumBody } from "./albums.contract";
import { creatorArtist } from "./creator-artist";
import { assertReferences } from "./references";
import { inJson, loadCreatorTracks } from "./track-views";
import { guardError, titleSearch } from "./tracks.service";

type AlbumRow = (typeof albums)["$inferSelect"];

/** A release date on the wire (YYYY-MM-DD) as the stored instant (UTC midnight), and back. */
const toReleasedAt = (date: string | null) => (date === null ? null : new Date(`${date}T00:00:00Z`));
const releaseDate = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);

/** The creator's views of album rows, in order: ONE statement for their genres' titles. */
async function loadAlbumViews(db: Db, rows: AlbumRow[]): Promise<CreatorAlbum[]> {
  const genreIds = [...new Set(rows.map((r) => r.genreId).filter((g): g is string => g !== null))];
  const titles =
    genreIds.length === 0
      ? []
      : await db
          .select({ id: genres.id, title: genres.title })
          .from(genres)
          .where(inJson(genres.id, genreIds));
  const titleOf = new Map(titles.map((g) => [g.id, g.title]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    cover_art_url: imageUrl(r.coverKey),
    release_date: releaseDate(r.releasedAt),
    genre: lookupRef(r.genreId, r.genreId ? (titleOf.get(r.genreId) ?? null) : null),
    publication: r.publication,
    visibility: r.visibility,
    status: r.status === 1 ? 1 : 0,
    track_count: r.trackCount,
    play_count: r.playCount,
    like_count: r.likeCount,
    save_count: r.saveCount,
    follower_count: r.followerCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** The column values of a change (a create's are the same fields, all given). */
function albumValues(input: Partial<UpdateAlbumBody>): Record<string, unknown> {
  return {
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.release_date === undefined ? {} : { releasedAt: toReleasedAt(input.release_date) }),
    ...(input.genre_id === undefined ? {} : { genreId: input.genre_id }),
    ...(input.publication === undefined ? {} : { publication: input.publication }),
    ...(input.visibility === undefined ? {} : { visibility: input.visibility }),
  };
}

/** The album service with its two studio-only operations. */
export interface CreatorAlbumsService
  extends ResourceService<CreatorAlbum, CreateAlbumBody, UpdateAlbumBody, CreatorAlbumDetail> {
  /** Sets the album's tracks and their order (membership and order at once). */
  setTracks(db: Db, actor: Actor, id: string, trackIds: string[]): Promise<CreatorAlbumDetail>;
}

/**
 * The creator's albums: the resource factory's list (publication filter, title search), update and
 * status, with a create that makes the creator's artist profile when needed, a detail with the tracks
 * in album order, a delete that leaves the tracks as singles, and the track order.
 */
export function creatorAlbumsService(env: Bindings): CreatorAlbumsService {
  const base = resourceService<typeof albums, CreateAlbumBody, UpdateAlbumBody, CreatorAlbum>({
    entity: "Album",
    idPrefix: "alb",
    table: albums,
    owner: albums.ownerUserId,
    order: [{ column: albums.createdAt, direction: "desc" }],
    filters: { publication: albums.publication },
    search: { condition: titleSearch("albums_fts", sql`${albums}.rowid`) },
    loadViews: loadAlbumViews,
    check: (db, actor, input) => assertReferences(db, actor.userId, { genre_id: input.genre_id }),
    mapError: guardError,
    updateValues: (input) => albumValues(input),
  });

  async function detail(db: Db, actor: Actor, id: string): Promise<CreatorAlbumDetail> {
    const album = await base.get(db, actor, id);
    const ids = await db
      .select({ id: tracks.id })
      .from(tracks)
      .where(and(eq(tracks.albumId, id), eq(tracks.ownerUserId, actor.userId)))
      .orderBy(asc(tracks.trackNumber), asc(tracks.createdAt), asc(tracks.id));
    const list = await loadCreatorTracks(
      db,
      signingSecret(env),
      actor.now.getTime(),
      ids.map((r) => r.id),
    );
    return { ...album, tracks: list };
  }

  return {
    ...base,
    get: detail,

    async create(db, actor, input) {
      await assertReferences(db, actor.userId, { genre_id: input.genre_id });
      const { artistId, create } = await creatorArtist(db, actor.userId, actor.now);
      const id = newId("alb", actor.now.getTime());
      await d1Batch(db, [
        ...(create ? [create] : []),
        db.insert(albums).values({
          id,
          artistId,
          ownerUserId: actor.userId,
          title: input.title,
          description: input.description ?? null,
          releasedAt: toReleasedAt(input.release_date ?? null),
          genreId: input.genre_id ?? null,
          visibility: input.visibility ?? "public",
          publication: "draft",
          createdAt: actor.now,
          updatedAt: actor.now,
        }),
      ]);
      return base.get(db, actor, id);
    },

    async remove(db, actor, id) {
      const owned = and(eq(albums.id, id), eq(albums.ownerUserId, actor.userId));
      const [album] = await db.select({ coverKey: albums.coverKey }).from(albums).where(owned).limit(1);
      if (!album) throw notFound("Album");
      // Its tracks stay, as singles; the foreign key would null album_id but keep the numbers.
      const results = await d1Batch(db, [
        sql`update ${tracks} set album_id = null, track_number = null
          where album_id = ${id} and exists (select 1 from ${albums} where ${owned})`,
        ...forgetSubjectStatements(db, "album", id),
        db.delete(albums).where(owned),
      ]);
      if ((results.at(-1)?.meta.changes ?? 0) === 0) throw notFound("Album");
      if (album.coverKey) await env.MEDIA.delete(await withVariants(env.MEDIA, [album.coverKey]));
      return { id };
    },

    async setTracks(db, actor, id, trackIds) {
      const [[album], mine] = await Promise.all([
        db
          .select({ id: albums.id })
          .from(albums)
          .where(and(eq(albums.id, id), eq(albums.ownerUserId, actor.userId)))
          .limit(1),
        trackIds.length === 0
          ? Promise.resolve([])
          : db
              .select({ id: tracks.id, albumId: tracks.albumId, trackNumber: tracks.trackNumber })
              .from(tracks)
              .where(
                and(
                  inJson(tracks.id, trackIds),
                  eq(tracks.ownerUserId, actor.userId),
                  eq(tracks.purpose, "music"),
                ),
              ),
      ]);
      if (!album) throw notFound("Album");
      if (mine.length !== trackIds.length) throw fieldError("track_ids", "Choose only your own tracks.");
      const ids = JSON.stringify(trackIds);
      const statements: Statement[] = [
        // Joins and numbers first, leaves last: an album keeping a ready track is never seen empty.
        sql`update ${tracks} set album_id = ${id}, updated_at = ${actor.now.getTime()},
            track_number = (select cast(j.key as integer) + 1 from json_each(${ids}) j where j.value = ${tracks.id})
          where id in (select value from json_each(${ids})) and owner_user_id = ${actor.userId}`,
        ...closeGaps(mine, id, trackIds),
        sql`update ${tracks} set album_id = null, track_number = null, updated_at = ${actor.now.getTime()}
          where album_id = ${id} and id not in (select value from json_each(${ids}))`,
      ];
      try {
        await d1Batch(db, statements);
      } catch (error) {
        throw guardError(error) ?? error;
      }
      return detail(db, actor, id);
    },
  };
}

/**
 * For tracks taken from other albums: each of those albums' later tracks moves up by the number of
 * taken tracks before it, so every album keeps numbers 1…n.
 */
function closeGaps(
  moved: { albumId: string | null; trackNumber: number | null }[],
  into: string,
  trackIds: string[],
): Statement[] {
  const taken = new Map<string, number[]>();
  for (const t of moved) {
    if (t.albumId === null || t.albumId === into || t.trackNumber === null) continue;
    taken.set(t.albumId, [...(taken.get(t.albumId) ?? []), t.trackNumber]);
  }
  const ids = JSON.stringify(trackIds);
  return [...taken].map(
    ([albumId, numbers]) => sql`update ${tracks}
      set track_number = track_number - (select count(*) from json_each(${JSON.stringify(numbers)}) n where n.value < ${tracks.trackNumber})
      where album_id = ${albumId} and id not in (select value from json_each(${ids}))`,
  );
}
