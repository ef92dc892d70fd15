import { env } from "cloudflare:test";
import { adverts, nonstops, nonstopTracks, playlists, playlistTracks } from "../features/collections/schema";
import { newId } from "../kit/ids";
import { testDb } from "./catalogue-fixtures";

/** Collections straight into D1 (editorial tools are another feature). Every helper returns the row. */

let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};

export async function createPlaylist(
  overrides: Partial<{
    title: string;
    description: string | null;
    ownerUserId: string | null;
    visibility: "public" | "private";
    playCount: number;
    createdAt: Date;
    trackIds: string[];
  }> = {},
) {
  const now = overrides.createdAt ?? new Date();
  const row = {
    id: newId("pl", now.getTime()),
    title: overrides.title ?? `Playlist ${next()}`,
    description: overrides.description ?? null,
    ownerUserId: overrides.ownerUserId ?? null,
    kind: overrides.ownerUserId ? ("user" as const) : ("editorial" as const),
    visibility: overrides.visibility ?? "public",
    playCount: overrides.playCount ?? 0,
    trackCount: overrides.trackIds?.length ?? 0,
    createdAt: now,
    updatedAt: now,
  };
  await testDb().insert(playlists).values(row);
  const trackIds = overrides.trackIds ?? [];
  if (trackIds.length > 0) {
    await testDb()
      .insert(playlistTracks)
      .values(trackIds.map((trackId, position) => ({ playlistId: row.id, trackId, position, addedAt: now })));
  }
  return row;
}

export async function createNonstop(
  overrides: Partial<{
    title: string;
    status: number;
    playCount: number;
    createdAt: Date;
    trackIds: string[];
  }> = {},
) {
  const now = overrides.createdAt ?? new Date();
  const trackIds = overrides.trackIds ?? [];
  const row = {
    id: newId("ns", now.getTime()),
    title: overrides.title ?? `Nonstop ${next()}`,
    description: "Non-stop mix.",
    status: overrides.status ?? 1,
    playCount: overrides.playCount ?? 0,
    trackCount: trackIds.length,
    createdAt: now,
    updatedAt: now,
  };
  await testDb().insert(nonstops).values(row);
  if (trackIds.length > 0) {
    await testDb()
      .insert(nonstopTracks)
      .values(trackIds.map((trackId, position) => ({ nonstopId: row.id, trackId, position })));
  }
  return row;
}

export async function createAdvert(
  overrides: Partial<{
    title: string;
    status: number;
    startsAt: Date | null;
    endsAt: Date | null;
    createdAt: Date;
  }> = {},
) {
  const now = overrides.createdAt ?? new Date();
  const row = {
    id: newId("ad", now.getTime()),
    title: overrides.title ?? `Advert ${next()}`,
    body: "Listen now.",
    imageKey: "adverts/banner.svg",
    targetUrl: "/music/trending",
    status: overrides.status ?? 1,
    startsAt: overrides.startsAt ?? null,
    endsAt: overrides.endsAt ?? null,
    createdAt: now,
    updatedAt: now,
  };
  await testDb().insert(adverts).values(row);
  return row;
}

/** Adds counted plays of a subject on a given UTC day (what the play counter writes). */
export async function addDailyPlays(subjectType: string, subjectId: string, day: number, plays: number) {
  await env.DB.prepare(
    `insert into daily_plays (subject_type, subject_id, day, plays) values (?, ?, ?, ?)
     on conflict do update set plays = plays + excluded.plays`,
  )
    .bind(subjectType, subjectId, day, plays)
    .run();
}

export const today = () => Math.floor(Date.now() / 86_400_000);
