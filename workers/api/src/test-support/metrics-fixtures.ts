import { env } from "cloudflare:test";
import { expect, vi } from "vitest";
import { newId } from "../kit/ids";
import { createAlbum, createArtist, createTrack } from "./catalogue-fixtures";
import { call, grantRole, registerUser } from "./client";

/** Metrics fixtures: creators with a catalogue, listeners with a country, counted plays on chosen days. */

export const DAY_MS = 86_400_000;
export const today = () => Math.floor(Date.now() / DAY_MS);
/** Noon UTC of epoch day `day`: far from midnight, so a test's few seconds never change the day. */
export const noonOf = (day: number) => day * DAY_MS + DAY_MS / 2;

/** A signed-in creator with an artist profile, an album and a track on it, all owned by them. */
export async function creatorWithCatalogue() {
  const account = await registerUser();
  await grantRole(account.user.id, "creator", "artist");
  const artist = await createArtist({ userId: account.user.id });
  const album = await createAlbum({ artistId: artist.id });
  await env.DB.prepare("update albums set owner_user_id = ? where id = ?")
    .bind(account.user.id, album.id)
    .run();
  const track = await createTrack({ artistId: artist.id, albumId: album.id, ownerUserId: account.user.id });
  return { ...account, artist, album, track };
}

/** A signed-in listener whose account country is `country` (null: unknown). */
export async function listenerIn(country: string | null) {
  const account = await registerUser();
  await env.DB.prepare("update users set country = ? where id = ?").bind(country, account.user.id).run();
  return account;
}

export interface PlayContextBody {
  context_type?: string;
  context_id?: string;
}

/**
 * One counted play through the real play-report route at instant `at`: the start report, the session's
 * start moved a minute back (listened time is capped by wall-clock time), then a report past 30 s.
 * Fakes `Date` only for the two calls.
 */
export async function countPlayAt(token: string, trackId: string, at: number, context: PlayContextBody = {}) {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(at);
    const path = `/user/global/music-tracks/play/${trackId}`;
    const start = await call(path, { token, body: { listened_ms: 0, ...context } });
    expect(start.status).toBe(200);
    const playId = start.json.data.play_id as string;
    await env.DB.prepare("update plays set created_at = created_at - 60000 where id = ?").bind(playId).run();
    const done = await call(path, { token, body: { listened_ms: 45_000, play_id: playId } });
    expect(done.json.data).toEqual({ play_id: playId, counted: true });
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Counted plays inserted straight into `plays` (how the seeds write history; the insert trigger counts
 * them), `INSERT OR IGNORE` like the seed, with the daily_plays of the track, its album and its artist the
 * seed writes beside them.
 */
export async function insertCountedPlays(
  rows: { userId: string; trackId: string; at: number; contextType?: string; contextId?: string }[],
) {
  const statements = rows.flatMap((r) => [
    env.DB.prepare(
      `insert or ignore into plays (id, user_id, track_id, context_type, context_id, listened_ms, counted_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, 45000, ?, ?, ?)`,
    ).bind(
      newId("ply", r.at),
      r.userId,
      r.trackId,
      r.contextType ?? null,
      r.contextId ?? null,
      r.at,
      r.at - 45_000,
      r.at,
    ),
    env.DB.prepare(
      `insert into daily_plays (subject_type, subject_id, day, plays)
       select 'track', id, ?2, 1 from tracks where id = ?1
       union all select 'album', album_id, ?2, 1 from tracks where id = ?1 and album_id is not null
       union all select 'artist', artist_id, ?2, 1 from tracks where id = ?1
       on conflict (subject_type, subject_id, day) do update set plays = plays + 1`,
    ).bind(r.trackId, Math.floor(r.at / DAY_MS)),
  ]);
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
}

/** A user row straight into D1 (for bulk listeners; they never sign in). */
export async function insertListeners(n: number, country: string | null = "UG"): Promise<string[]> {
  const ids = Array.from({ length: n }, () => newId("usr"));
  const now = Date.now();
  const statements = ids.map((id) =>
    env.DB.prepare(
      "insert into users (id, name, email, country, status, created_at, updated_at) values (?, 'L', ?, ?, 'active', ?, ?)",
    ).bind(id, `${id}@example.com`, country, now, now),
  );
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
  return ids;
}
