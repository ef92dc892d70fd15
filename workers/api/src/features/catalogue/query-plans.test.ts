import { and, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  expectIndexDriven,
  expectRankedPlans,
  FULL_SCAN,
  planContext,
  planOf,
} from "../../test-support/query-plans";
import { albumStatement } from "./album-views";
import { albumTracksQuery } from "./albums.service";
import { artistStatement } from "./artist-views";
import { artistAlbumsQuery, artistTopTracksQuery } from "./artists.service";
import { LISTED, listedPageQuery } from "./ranked-lists";
import { albums, artists, tracks } from "./schema";
import { relatedQueries } from "./track-lists";
import { trackStatement } from "./track-views";
import { trackListFilter } from "./tracks.service";
import { trackVisibleTo } from "./visibility";

// The collections' and the search's statements are pinned beside them (collections/, search/).
const ctx = planContext();
const ids = ["id_1", "id_2", "id_3"];
/** Page 3 of 20 (offset 40), narrowed by genre and mood through the list filter the route uses. */
const page = { page: 3, perPage: 20 };
const narrow = { genre: "g", mood: "m" };

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
        trackStatement(
          ctx,
          listedPageQuery(LISTED.track, { ...page, sort: "new", filter: trackListFilter(narrow).filter }),
        ),
      [
        /SEARCH tracks USING INDEX tracks_listed_created_idx \(publication=\? AND visibility=\? AND status=\?\)/,
      ],
    ],
    [
      "a listed track page, most played first, with genre",
      () =>
        trackStatement(
          ctx,
          listedPageQuery(LISTED.track, {
            ...page,
            sort: "popular",
            filter: trackListFilter({ genre: "g" }).filter,
          }),
        ),
      [/SEARCH tracks USING INDEX tracks_listed_plays_idx/],
    ],
    [
      "a listed album page",
      () => albumStatement(ctx, listedPageQuery(LISTED.album, { ...page, sort: "new" })),
      [/SEARCH albums USING INDEX albums_listed_created_idx/, /SEARCH tracks USING INDEX tracks_album_idx/],
    ],
    [
      "a listed artist page",
      () => artistStatement(ctx, listedPageQuery(LISTED.artist, { ...page, sort: "popular" })),
      [/SEARCH artists USING INDEX artists_status_plays_idx/],
    ],
    [
      "tracks by id (details, views of ids)",
      () => trackStatement(ctx, { where: and(inArray(tracks.id, ids), trackVisibleTo({ id: "usr_1" })) }),
      [/SEARCH tracks USING INDEX sqlite_autoindex_tracks_1 \(id=\?\)/],
    ],
    [
      "an album's tracks",
      () => trackStatement(ctx, albumTracksQuery(ctx, "alb_1")),
      [/SEARCH tracks USING INDEX tracks_album_idx \(album_id=\?\)/],
    ],
    [
      "an artist's top tracks",
      () => trackStatement(ctx, artistTopTracksQuery(ctx, "art_1")),
      [/SEARCH tracks USING INDEX tracks_artist_idx \(artist_id=\?\)/],
    ],
    [
      "an artist's albums",
      () => albumStatement(ctx, artistAlbumsQuery(ctx, "art_1")),
      [/SEARCH albums USING INDEX albums_artist_idx \(artist_id=\?\)/],
    ],
  ];

  it.each(pinned)("%s is index-driven", async (_name, statement, expected) => {
    await expectIndexDriven(statement(), expected);
  });

  it("keeps genre and mood off their indexes in a list page (unary +), whatever the planner picks here", async () => {
    // Without statistics SQLite picks the listed index either way, so the plan alone cannot tell.
    const { sql: text } = trackStatement(
      ctx,
      listedPageQuery(LISTED.track, { ...page, sort: "new", filter: trackListFilter(narrow).filter }),
    ).toSQL();
    expect(text).toContain('+"tracks"."genre_id" = ?');
    expect(text).toContain('+"tracks"."mood_id" = ?');
    expect(
      await planOf(
        trackStatement(
          ctx,
          listedPageQuery(LISTED.track, { ...page, sort: "popular", filter: trackListFilter(narrow).filter }),
        ),
      ),
    ).not.toMatch(/tracks_(genre|mood)_idx/);
  });

  it.each([
    ["tracks", LISTED.track, trackStatement, "tracks", "tracks_listed_plays_idx"],
    ["albums", LISTED.album, albumStatement, "albums", "albums_listed_plays_idx"],
    ["artists", LISTED.artist, artistStatement, "artists", "artists_status_plays_idx"],
  ] as const)(
    "trending %s: the head is the play window's items by primary key, the tail the plays index",
    async (_name, subject, statement, table, playsIndex) => {
      await expectRankedPlans(subject, (q) => statement(ctx, q), table, playsIndex);
    },
  );
});
