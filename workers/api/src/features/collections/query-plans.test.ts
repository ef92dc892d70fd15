import { desc } from "drizzle-orm";
import { describe, it } from "vitest";
import { expectIndexDriven, expectRankedPlans, planContext } from "../../test-support/query-plans";
import { trackStatement } from "../catalogue/track-views";
import { COLLECTION_SUBJECTS } from "./collection-subjects";
import { nonstopStatement, nonstopTracksQuery } from "./nonstops.service";
import { playlistTracksQuery } from "./playlist-access";
import { playlistStatement } from "./playlist-views";
import { nonstops, playlists } from "./schema";
import { listedNonstop, listedPlaylist } from "./visibility";

const ctx = planContext();
const page = { limit: 20, offset: 40 };

describe("query plans of the collections' one-statement views (rows and the viewer's flags together)", () => {
  const pinned: Array<[string, () => unknown, RegExp[]]> = [
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
          where: listedNonstop,
          orderBy: [desc(nonstops.createdAt), desc(nonstops.id)],
          ...page,
        }),
      [/SEARCH nonstops USING INDEX nonstops_status_created_idx/],
    ],
    [
      "a non-stop's tracks in order",
      () => trackStatement(ctx, nonstopTracksQuery("ns_1")),
      [
        /SEARCH nt USING INDEX nonstop_tracks_order_idx \(nonstop_id=\?\)/,
        /SEARCH tracks USING INDEX sqlite_autoindex_tracks_1/,
      ],
    ],
    [
      "a playlist's tracks in order",
      () => trackStatement(ctx, playlistTracksQuery("pl_1", { id: "usr_1" })),
      [
        /SEARCH pt USING INDEX playlist_tracks_order_idx \(playlist_id=\?\)/,
        /SEARCH tracks USING INDEX sqlite_autoindex_tracks_1/,
      ],
    ],
  ];

  it.each(pinned)("%s is index-driven", async (_name, statement, expected) => {
    await expectIndexDriven(statement(), expected);
  });

  it.each([
    [
      "playlists",
      COLLECTION_SUBJECTS.playlist,
      playlistStatement,
      "playlists",
      "playlists_visibility_plays_idx",
    ],
    ["non-stops", COLLECTION_SUBJECTS.nonstop, nonstopStatement, "nonstops", "nonstops_status_plays_idx"],
  ] as const)(
    "trending %s: the head is the play window's items by primary key, the tail the plays index",
    async (_name, subject, statement, table, playsIndex) => {
      await expectRankedPlans(subject, (q) => statement(ctx, q), table, playsIndex);
    },
  );
});
