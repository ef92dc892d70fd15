import { env } from "cloudflare:test";
import { albums, artists, tracks } from "../features/catalogue/schema";
import { genres, moods } from "../features/reference/schema";
import { createDb } from "../kit/db";
import { newId } from "../kit/ids";

/** Test data straight into D1 (the creator upload flow is another feature). Every helper returns the row. */
export const testDb = () => createDb(env.DB);

type Publication = "draft" | "published";
type Visibility = "public" | "private";

let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};

export async function createArtist(
  overrides: Partial<{
    name: string;
    userId: string | null;
    status: number;
    imageKey: string | null;
    originId: string | null;
    playCount: number;
  }> = {},
) {
  const now = new Date();
  const row = {
    id: newId("art"),
    name: overrides.name ?? `Artist ${next()}`,
    userId: overrides.userId ?? null,
    status: overrides.status ?? 1,
    imageKey: overrides.imageKey ?? null,
    originId: overrides.originId ?? null,
    playCount: overrides.playCount ?? 0,
    country: "UG",
    bio: "Plays music.",
    createdAt: now,
    updatedAt: now,
  };
  await testDb().insert(artists).values(row);
  return row;
}

export async function createAlbum(
  overrides: Partial<{
    artistId: string;
    title: string;
    publication: Publication;
    visibility: Visibility;
    status: number;
    genreId: string | null;
    coverKey: string | null;
    playCount: number;
    createdAt: Date;
  }> = {},
) {
  const artistId = overrides.artistId ?? (await createArtist()).id;
  const now = overrides.createdAt ?? new Date();
  const row = {
    id: newId("alb", now.getTime()),
    artistId,
    title: overrides.title ?? `Album ${next()}`,
    description: "An album.",
    publication: overrides.publication ?? "published",
    visibility: overrides.visibility ?? "public",
    status: overrides.status ?? 1,
    genreId: overrides.genreId ?? null,
    coverKey: overrides.coverKey ?? null,
    playCount: overrides.playCount ?? 0,
    releasedAt: now,
    createdAt: now,
    updatedAt: now,
  } as const;
  await testDb().insert(albums).values(row);
  return row;
}

export async function createTrack(
  overrides: Partial<{
    artistId: string;
    albumId: string | null;
    trackNumber: number | null;
    title: string;
    ownerUserId: string | null;
    publication: Publication;
    visibility: Visibility;
    status: number;
    genreId: string | null;
    moodId: string | null;
    originId: string | null;
    durationMs: number;
    playCount: number;
    coverKey: string | null;
    lyrics: string | null;
    createdAt: Date;
  }> = {},
) {
  const artistId = overrides.artistId ?? (await createArtist()).id;
  const now = overrides.createdAt ?? new Date();
  const id = newId("trk", now.getTime());
  const publication = overrides.publication ?? "published";
  const row = {
    id,
    title: overrides.title ?? `Track ${next()}`,
    artistId,
    albumId: overrides.albumId ?? null,
    trackNumber: overrides.trackNumber ?? null,
    ownerUserId: overrides.ownerUserId ?? null,
    genreId: overrides.genreId ?? null,
    moodId: overrides.moodId ?? null,
    originId: overrides.originId ?? null,
    durationMs: overrides.durationMs ?? 180_000,
    bpm: 100,
    musicalKey: "C major",
    audioKey: `audio/${id}.wav`,
    audioContentType: "audio/wav",
    audioSize: 1000,
    coverKey: overrides.coverKey ?? null,
    lyrics: overrides.lyrics ?? null,
    publication,
    visibility: overrides.visibility ?? "public",
    status: overrides.status ?? 1,
    playCount: overrides.playCount ?? 0,
    publishedAt: publication === "published" ? now : null,
    createdAt: now,
    updatedAt: now,
  } as const;
  await testDb().insert(tracks).values(row);
  return row;
}

async function createLookup(table: typeof genres | typeof moods, prefix: string, title?: string) {
  const now = new Date();
  const name = title ?? `${prefix} ${next()} ${crypto.randomUUID().slice(0, 6)}`;
  const row = {
    id: newId(prefix),
    title: name,
    normalizedTitle: name.toLowerCase(),
    createdAt: now,
    updatedAt: now,
  };
  await testDb().insert(table).values(row);
  return row;
}

export const createGenre = (title?: string) => createLookup(genres, "gen", title);
export const createMood = (title?: string) => createLookup(moods, "mood", title);
