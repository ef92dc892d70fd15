import { env } from "cloudflare:test";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { LISTED_COLLECTIONS, rankedQueries } from "../collections/collection-rankings";
import { nonstopStatement } from "../collections/nonstops.service";
import { playlistStatement } from "../collections/playlist-views";
import { nonstops, playlists } from "../collections/schema";
import { SEARCH_GROUPS } from "../search/search.service";
import { albumStatement } from "./album-views";
import { artistStatement } from "./artist-views";
import { LISTED } from "./ranked-lists";
import { albums, artists, tracks } from "./schema";
import { relatedQueries } from "./track-lists";
import { trackStatement } from "./track-views";
import type { ViewContext } from "./view-context";
import { albumVisibleTo, listedPlaylist, listedTrackFilter, trackVisibleTo } from "./visibility";

/**
 * SQLite's plan for a drizzle query in D1. D1 keeps no planner statistics, so the plan here, on a tiny
 * test database, is the plan at 1M tracks too: that is what makes it worth pinning (ADR 0307, 0308).
 */
async function planOf(query: unknown) {
  const { sql: text, params } = (query as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${text}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join("\n");
}

const ctx: ViewContext = { db: testDb(), env, viewerId: "usr_1", now: Date.now() };
const ids = ["id_1", "id_2", "id_3"];
const page = { limit: 20, offset: 40 };

/** A full scan of a catalogue table (by rows or by a whole index): never on a hot path. */
const FULL_SCAN = /^SCAN (tracks|albums|artists|playlists|nonstops|reactions|plays|daily_plays)\b/m;

describe("query plans of the counts shown on album and artist views", () => {
  it("album counts walk tracks_album_idx per album, never every listed row", async () => {
    const plan = await planOf(albumStatement(ctx, { where: inArray(albums.id, ids) }));
    expect(plan).toContain("SEARCH tracks USING INDEX tracks_album_idx (album_id=?)");
    expect(plan).not.toMatch(/tracks_listed/);
  });

  it("artist counts walk tracks_artist_idx and albums_artist_idx per artist", async () => {
    const plan = await planOf(artistStatement(ctx, { where: inArray(artists.id, ids) }));
    expect(plan).toContain("SEARCH tracks USING INDEX tracks_artist_idx (artist_id=?)");
    expect(plan).toContain("SEARCH albums USING INDEX albums_artist_idx (artist_id=?)");
    expect(plan).not.toMatch(/listed/);
  });
});

describe("query plans of related tracks", () => {
  const related = relatedQueries("trk_1", 10);
  it.each([
    ["the same artist's", related.sameArtist, "tracks_artist_idx"],
    ["the same genre and mood", related.both, "tracks_(genre|mood)_idx"],
    ["the same genre", related.genre, "tracks_genre_idx"],
    ["the same mood", related.mood, "tracks_mood_idx"],
  ])("%s tracks walk their own index, never every listed track by plays", async (_name, group, index) => {
    const plan = await planOf(trackStatement(ctx, group));
    expect(plan).toMatch(new RegExp(`SEARCH tracks USING INDEX ${index} \\(`));
    expect(plan).not.toMatch(/listed/);
    expect(plan).not.toMatch(FULL_SCAN);
  });
});

describe("query plans of the one-statement views (rows and the viewer's flags together)", () => {
  const pinned: Array<[string, () => unknown, RegExp[]]> = [
    [
      "a listed track page, newest first, with genre and mood",
      () =>
        trackStatement(ctx, {
          where: and(LISTED.track.listed, sql`+${tracks.genreId} = ${"g"}`, sql`+${tracks.moodId} = ${"m"}`),
          orderBy: [desc(tracks.createdAt), desc(tracks.id)],
          ...page,
        }),
      [
        /SEARCH tracks USING INDEX tracks_listed_created_idx \(publication=\? AND visibility=\? AND status=\?\)/,
      ],
    ],
    [
      "a listed track page, most played first",
      () =>
        trackStatement(ctx, {
          where: LISTED.track.listed,
          orderBy: [desc(tracks.playCount), desc(tracks.id)],
          ...page,
        }),
      [/SEARCH tracks USING INDEX tracks_listed_plays_idx/],
    ],
    [
      "a listed album page",
      () =>
        albumStatement(ctx, {
          where: LISTED.album.listed,
          orderBy: [desc(albums.createdAt), desc(albums.id)],
          ...page,
        }),
      [/SEARCH albums USING INDEX albums_listed_created_idx/, /SEARCH tracks USING INDEX tracks_album_idx/],
    ],
    [
      "a listed artist page",
      () =>
        artistStatement(ctx, {
          where: LISTED.artist.listed,
          orderBy: [desc(artists.playCount), desc(artists.id)],
          ...page,
        }),
      [/SEARCH artists USING INDEX artists_status_plays_idx/],
    ],
    [
      "public playlists",
      () =>
        playlistStatement(ctx, {
          where: listedPlaylist,
          orderBy: [desc(playlists.createdAt), desc(playlists.id)],
          ...page,
        }),
      [/SEARCH playlists USING INDEX playlists_visibility_created_idx/],
    ],
    [
      "active non-stops",
      () =>
        nonstopStatement(ctx, {
          where: eq(nonstops.status, 1),
          orderBy: [desc(nonstops.createdAt), desc(nonstops.id)],
          ...page,
        }),
      [/SEARCH nonstops USING INDEX nonstops_status_created_idx/],
    ],
    [
      "tracks by id (details, views of ids)",
      () => trackStatement(ctx, { where: and(inArray(tracks.id, ids), trackVisibleTo({ id: "usr_1" })) }),
      [/SEARCH tracks USING INDEX sqlite_autoindex_tracks_1 \(id=\?\)/],
    ],
    [
      "an album's tracks",
      () =>
        trackStatement(ctx, {
          where: and(eq(tracks.albumId, "alb_1"), trackVisibleTo({ id: "usr_1" })),
          orderBy: [asc(tracks.trackNumber), asc(tracks.id)],
          limit: 200,
        }),
      [/SEARCH tracks USING INDEX tracks_album_idx \(album_id=\?\)/],
    ],
    [
      "an artist's albums",
      () =>
        albumStatement(ctx, {
          where: and(eq(albums.artistId, "art_1"), albumVisibleTo({ id: "usr_1" })),
          orderBy: [desc(albums.releasedAt), asc(albums.id)],
          limit: 50,
        }),
      [/SEARCH albums USING INDEX albums_artist_idx \(artist_id=\?\)/],
    ],
    [
      "a non-stop's tracks in order",
      () =>
        trackStatement(ctx, {
          where: listedTrackFilter,
          join: {
            source: sql`nonstop_tracks nt`,
            on: sql`nt.track_id = ${tracks.id} and nt.nonstop_id = ${"ns_1"}`,
          },
          orderBy: [sql`nt.position`],
        }),
      [
        /SEARCH nt USING INDEX nonstop_tracks_order_idx \(nonstop_id=\?\)/,
        /SEARCH tracks USING INDEX sqlite_autoindex_tracks_1/,
      ],
    ],
    [
      "a playlist's tracks in order",
      () =>
        trackStatement(ctx, {
          where: trackVisibleTo({ id: "usr_1" }),
          join: {
            source: sql`playlist_tracks pt`,
            on: sql`pt.track_id = ${tracks.id} and pt.playlist_id = ${"pl_1"}`,
          },
          orderBy: [sql`pt.position`],
        }),
      [
        /SEARCH pt USING INDEX playlist_tracks_order_idx \(playlist_id=\?\)/,
        /SEARCH tracks USING INDEX sqlite_autoindex_tracks_1/,
      ],
    ],
    [
      "a track search",
      () => trackStatement(ctx, SEARCH_GROUPS.tracks('"lo"*', 5, "usr_1")),
      [/SCAN tracks_fts VIRTUAL TABLE INDEX/, /SEARCH tracks USING INTEGER PRIMARY KEY \(rowid=\?\)/],
    ],
    [
      "an album search",
      () => albumStatement(ctx, SEARCH_GROUPS.albums('"lo"*', 5, "usr_1")),
      [/SCAN albums_fts VIRTUAL TABLE INDEX/, /SEARCH albums USING INTEGER PRIMARY KEY \(rowid=\?\)/],
    ],
    [
      "an artist search",
      () => artistStatement(ctx, SEARCH_GROUPS.artists('"lo"*', 5, "usr_1")),
      [/SCAN artists_fts VIRTUAL TABLE INDEX/, /SEARCH artists USING INTEGER PRIMARY KEY \(rowid=\?\)/],
    ],
    [
      "a playlist search",
      () => playlistStatement(ctx, SEARCH_GROUPS.playlists('"lo"*', 5, "usr_1")),
      [/SCAN playlists_fts VIRTUAL TABLE INDEX/, /SEARCH playlists USING INTEGER PRIMARY KEY \(rowid=\?\)/],
    ],
  ];

  it.each(pinned)("%s is index-driven", async (_name, statement, expected) => {
    const plan = await planOf(statement());
    for (const line of expected) expect(plan).toMatch(line);
    expect(plan).not.toMatch(FULL_SCAN);
    // The viewer's flags are primary-key probes of reactions, never a walk of someone's reactions.
    for (const line of plan.split("\n").filter((l) => l.includes("reactions"))) {
      expect(line).toMatch(
        /^SEARCH reactions USING COVERING INDEX sqlite_autoindex_reactions_1 \(user_id=\? AND kind=\? AND subject_type=\? AND subject_id=\?\)$/,
      );
    }
  });

  it.each([
    ["tracks", LISTED.track, trackStatement, "tracks", "tracks_listed_plays_idx"],
    ["albums", LISTED.album, albumStatement, "albums", "albums_listed_plays_idx"],
    ["artists", LISTED.artist, artistStatement, "artists", "artists_status_plays_idx"],
    [
      "playlists",
      LISTED_COLLECTIONS.playlist,
      playlistStatement,
      "playlists",
      "playlists_visibility_plays_idx",
    ],
    ["non-stops", LISTED_COLLECTIONS.nonstop, nonstopStatement, "nonstops", "nonstops_status_plays_idx"],
  ] as const)(
    "trending %s: the head is the play window's items by primary key, the tail the plays index",
    async (_name, subject, statement, table, playsIndex) => {
      const { head, tail } = rankedQueries(subject, { days: 7, offset: 20, limit: 10, nowMs: Date.now() });
      const headPlan = await planOf(statement(ctx, head));
      expect(headPlan).toMatch(/SEARCH daily_plays USING (COVERING )?INDEX daily_plays_window_idx/);
      expect(headPlan).toMatch(
        new RegExp(`SEARCH ${table} USING INDEX sqlite_autoindex_${table}_1 \\(id=\\?\\)`),
      );
      expect(headPlan).not.toMatch(/_listed_|_status_|_visibility_/);
      expect(headPlan).not.toMatch(FULL_SCAN);
      const tailPlan = await planOf(statement(ctx, tail));
      expect(tailPlan).toMatch(new RegExp(`SEARCH ${table} USING INDEX ${playsIndex}`));
      expect(tailPlan).not.toMatch(FULL_SCAN);
    },
  );
});
