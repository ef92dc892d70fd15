import { and, eq, sql } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import { conflict } from "../../kit/errors";
import { abortUnlessChanged, isUnchanged } from "../../kit/transitions";
import { notify } from "../notifications";
import { songWriters, writtenSongs } from "./schema";
import { getSong, type SongDeps, songOfWriter } from "./songs.service";

/* A co-writer's answer to their credit and split (issue #35, docs/decisions/0803). */

const FIXED = "A deal on this song is under way or done: credits are fixed.";

/**
 * A co-writer's answer: the market lists the song once every writer has accepted. Credits are fixed
 * while a deal runs or once sold, in the database too: the answer is written only while the song has
 * neither, so a racing approval (whose terms snapshot names the splits) can never see them change after.
 */
export async function answerCredit(
  deps: SongDeps,
  userId: string,
  id: string,
  accept: boolean,
  now = new Date(),
) {
  const { db } = deps;
  const row = await songOfWriter(db, userId, id);
  if (row.ownerId === userId)
    throw conflict("You own this song: your credit was given when you wrote the list.");
  if (row.soldAt || row.dealBidId) throw conflict(FIXED);
  try {
    await d1Batch(db, [
      db
        .update(songWriters)
        .set({ consent: accept ? "accepted" : "declined", respondedAt: now, updatedAt: now })
        .where(
          and(
            eq(songWriters.songId, id),
            eq(songWriters.userId, userId),
            sql`not exists (select 1 from ${writtenSongs} s where s.id = ${id}
              and (s.deal_bid_id is not null or s.sold_at is not null))`,
          ),
        ),
      abortUnlessChanged(),
    ]);
  } catch (error) {
    if (isUnchanged(error)) throw conflict(FIXED);
    throw error;
  }
  await notify(deps, row.ownerId, {
    type: "Song credit",
    msg: `A co-writer ${accept ? "accepted" : "declined"} their credit on "${row.title}".`,
    data: { song_id: id },
  });
  return getSong(deps, userId, id);
}
