import { describe, it } from "vitest";
import { expectIndexDriven, planContext } from "../../test-support/query-plans";
import { albumStatement } from "../catalogue/album-views";
import { artistStatement } from "../catalogue/artist-views";
import { trackStatement } from "../catalogue/track-views";
import { playlistStatement } from "../collections/playlist-views";
import { SEARCH_GROUPS } from "./search.service";

const ctx = planContext();

describe("query plans of the search groups (matches, rows and the viewer's flags together)", () => {
  const pinned: Array<[string, () => unknown, RegExp[]]> = [
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
    await expectIndexDriven(statement(), expected);
  });
});
