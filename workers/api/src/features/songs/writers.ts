import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { validationError } from "../../kit/errors";
import { users } from "../accounts/schema";
import type { SongRights, WriterInput } from "./contract";
import { rightsClear, splitsChanged, writerProblems } from "./rules";
import { songWriters } from "./schema";

/*
 * A song's writers (issue #35): who they are (Ngoma songwriters named by id or e-mail), their splits, and their
 * consent. The owner's own credit is accepted by writing it; every co-writer answers for themselves, and a
 * change of the splits asks everyone again.
 */

export interface WriterEntry {
  userId: string;
  split: number;
}

/**
 * The writers named in `input` as users, checked (422 per field): every one exists, appears once, the
 * splits are whole and sum to 100, and the owner is among them.
 */
export async function resolveWriters(db: Db, ownerId: string, input: readonly WriterInput[]) {
  const emails = input.flatMap((w) => (w.email ? [w.email] : []));
  const ids = input.flatMap((w) => (w.user_id ? [w.user_id] : []));
  const found = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      songwriter: sql<number | null>`(
      select 1 from user_roles r where r.user_id = ${users.id} and r.role = 'creator' and r.kind = 'songwriter')`,
    })
    .from(users)
    .where(
      or(
        ids.length ? inArray(users.id, ids) : undefined,
        emails.length ? inArray(sql`lower(${users.email})`, emails) : undefined,
      ),
    );
  const problems: Record<string, string[]> = {};
  const entries: WriterEntry[] = input.map((w, i) => {
    const user = w.user_id
      ? found.find((u) => u.id === w.user_id)
      : found.find((u) => u.email.toLowerCase() === w.email);
    const field = w.user_id ? `writers.${i}.user_id` : `writers.${i}.email`;
    if (!user) problems[field] = ["No Ngoma user by this name: a co-writer needs an account."];
    // Credits are answered from the songs dashboard, a songwriter's page.
    else if (!user.songwriter)
      problems[field] = [`${user.name} is not a songwriter on Ngoma yet: they need the Songwriter upgrade.`];
    return { userId: user?.id ?? `unknown:${i}`, split: w.split };
  });
  const rules = writerProblems(
    entries.map((e) => ({ user_id: e.userId, split: e.split })),
    ownerId,
  );
  Object.assign(problems, rules);
  if (Object.keys(problems).length) throw validationError(problems);
  return entries;
}

/** The statements that give `songId` the writers `entries`, all asked again except the owner. */
export function replaceWritersStatements(
  db: Db,
  songId: string,
  ownerId: string,
  entries: readonly WriterEntry[],
  now: Date,
): Statement[] {
  return [
    db.delete(songWriters).where(eq(songWriters.songId, songId)),
    db.insert(songWriters).values(
      entries.map((e) => ({
        songId,
        userId: e.userId,
        split: e.split,
        consent: e.userId === ownerId ? ("accepted" as const) : ("pending" as const),
        respondedAt: e.userId === ownerId ? now : null,
        createdAt: now,
        updatedAt: now,
      })),
    ),
  ];
}

/** The writers of `songIds` with their names, owner first then by split. */
export async function writersOf(db: Db, songIds: readonly string[]) {
  if (songIds.length === 0) return new Map<string, SongRights["writers"]>();
  const rows = await db
    .select({ writer: songWriters, name: users.name })
    .from(songWriters)
    .innerJoin(users, eq(users.id, songWriters.userId))
    .where(inArray(songWriters.songId, [...songIds]))
    .orderBy(asc(songWriters.createdAt));
  const bySong = new Map<string, SongRights["writers"]>();
  for (const { writer, name } of rows) {
    const list = bySong.get(writer.songId) ?? [];
    list.push({
      user_id: writer.userId,
      name,
      split: writer.split,
      consent: writer.consent,
      responded_at: writer.respondedAt?.toISOString() ?? null,
      is_owner: false,
    });
    bySong.set(writer.songId, list);
  }
  return bySong;
}

/** `check_rights` from a song's writers: clear, or the reasons it is not, in words. */
export function rightsView(songId: string, ownerId: string, writers: SongRights["writers"]): SongRights {
  const marked = writers
    .map((w) => ({ ...w, is_owner: w.user_id === ownerId }))
    .sort((a, b) => Number(b.is_owner) - Number(a.is_owner) || b.split - a.split);
  const { clear } = rightsClear(marked);
  const reasons = marked.flatMap((w) =>
    w.consent === "pending"
      ? [`Waiting for ${w.name} to accept their ${w.split}% credit.`]
      : w.consent === "declined"
        ? [`${w.name} declined their ${w.split}% credit: change the writers or splits to ask again.`]
        : [],
  );
  return { song_id: songId, clear, reasons, writers: marked };
}

/** Whether `entries` differ from the song's writers now (anyone added, removed or re-split). */
export async function splitsChangedFor(db: Db, songId: string, entries: readonly WriterEntry[]) {
  const now = await db
    .select({ user_id: songWriters.userId, split: songWriters.split })
    .from(songWriters)
    .where(eq(songWriters.songId, songId));
  return splitsChanged(
    now,
    entries.map((e) => ({ user_id: e.userId, split: e.split })),
  );
}
