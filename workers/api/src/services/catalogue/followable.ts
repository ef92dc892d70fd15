import type { ReactionKind } from "../engagement/reaction-flags";

export { followableShape } from "./followable.contract";

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
