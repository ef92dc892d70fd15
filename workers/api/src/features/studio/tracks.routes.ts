import { actingUser } from "../../kit/auth";
import { resourceRoutes } from "../../kit/resources/routes";
import { resourceMessage } from "../../kit/resources/rules";
import { coverRoute } from "./cover.routes";
import { replaceCover } from "./covers";
import { sniffImage } from "./image";
import { CreatorTrack, CreatorTrackListQuery, CreatorTrackPage, UpdateTrackBody } from "./tracks.contract";
import { creatorTracksService } from "./tracks.service";

/**
 * `/creator/music-tracks`: the creator's tracks manager (spec §7 Creator). The resource factory gives
 * the list (`?status&publication&processing&q`), `{id}`, `update/{id}`, `status/{id}` and `delete/{id}`;
 * tracks are created by the tus upload, so there is no `create`. `cover/{id}` is added here.
 */
export const creatorTrackRoutes = resourceRoutes({
  entity: "Track",
  tag: "Creator: tracks",
  schemas: {
    view: CreatorTrack,
    page: CreatorTrackPage,
    update: UpdateTrackBody,
    listQuery: CreatorTrackListQuery,
  },
  service: creatorTracksService,
  operations: ["list", "get", "update", "status", "delete"],
}).openapi(coverRoute("tracks", "Creator: tracks", CreatorTrack), async (c) => {
  const { id } = c.req.valid("param");
  const actor = actingUser(c);
  await replaceCover(
    { db: c.var.db, bucket: c.env.MEDIA, sniff: sniffImage },
    actor,
    "tracks",
    id,
    c.req.valid("form").file,
  );
  const track = await creatorTracksService(c.env).get(c.var.db, actor, id);
  return c.json({ data: track, msg: resourceMessage("Track", "Updated") }, 200);
});
