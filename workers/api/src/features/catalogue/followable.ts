import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { reactedBy } from "../engagement";
import type { SubjectType } from "../engagement/contract";

/** The viewer's like/save/follow flags of a followable row, for its statement's select list. */
export function followableFlags(viewerId: string, type: SubjectType, id: SQLiteColumn) {
  return {
    liked: reactedBy(viewerId, "like", type, id),
    saved: reactedBy(viewerId, "save", type, id),
    followed: reactedBy(viewerId, "follow", type, id),
  };
}

/** The `followableShape` fields of one row read with `followableFlags`. */
export function followableFields(r: {
  likeCount: number;
  saveCount: number;
  followerCount: number;
  playCount: number;
  liked: number;
  saved: number;
  followed: number;
}) {
  return {
    like_count: r.likeCount,
    save_count: r.saveCount,
    follower_count: r.followerCount,
    play_count: r.playCount,
    liked: Boolean(r.liked),
    saved: Boolean(r.saved),
    followed: Boolean(r.followed),
  };
}
