import { z } from "@hono/zod-openapi";
import type { ReactionKind } from "../engagement/reaction-flags";

/** Counters and the viewer's own flags of what can be liked, saved and followed (albums, artists). */
export const followableShape = {
  like_count: z.number().int(),
  save_count: z.number().int(),
  follower_count: z.number().int(),
  play_count: z.number().int(),
  liked: z.boolean(),
  saved: z.boolean(),
  followed: z.boolean(),
};

/** The `followableShape` fields of one row, given the viewer's reactions to it. */
export function followableFields(
  r: { likeCount: number; saveCount: number; followerCount: number; playCount: number },
  mine: ReadonlySet<ReactionKind> | undefined,
) {
  return {
    like_count: r.likeCount,
    save_count: r.saveCount,
    follower_count: r.followerCount,
    play_count: r.playCount,
    liked: mine?.has("like") ?? false,
    saved: mine?.has("save") ?? false,
    followed: mine?.has("follow") ?? false,
  };
}
