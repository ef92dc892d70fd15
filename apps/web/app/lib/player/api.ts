// The player's own quiet api client: play reports and related-track fetches happen in the background, so
// their failures must not toast (the shell's client toasts every failure). Same origin; the web worker adds
// the bearer from the session cookie.
import { type ApiClient, createApiClient } from "../api-client";
import { readClientDataString } from "../startup-steps";
import type { PlayContext, PlayerTrack } from "./types";

let client: ApiClient | undefined;

export function playerApi(): ApiClient {
  client ??= createApiClient({
    fetch: (input, init) => fetch(input, init),
    getClientData: readClientDataString,
  });
  return client;
}

const TRACKS = "/user/global/music-tracks";

export interface PlayReport {
  listened_ms: number;
  play_id?: string;
  context_type?: PlayContext["type"];
  context_id?: string;
}

export interface PlayReportAnswer {
  play_id: string;
  counted: boolean;
}

export async function postPlay(trackId: string, report: PlayReport): Promise<PlayReportAnswer | null> {
  const result = await playerApi().request<PlayReportAnswer>(
    `${TRACKS}/play/${encodeURIComponent(trackId)}`,
    {
      body: { ...report },
    },
  );
  return result.ok ? result.data : null;
}

export async function fetchRelatedTracks(trackId: string, limit = 10): Promise<PlayerTrack[]> {
  const result = await playerApi().request<PlayerTrack[]>(`${TRACKS}/related`, {
    method: "GET",
    query: { track_id: trackId, limit },
  });
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

export async function fetchTrack(trackId: string): Promise<PlayerTrack | null> {
  const result = await playerApi().request<PlayerTrack>(`${TRACKS}/${encodeURIComponent(trackId)}`, {
    method: "GET",
  });
  return result.ok ? result.data : null;
}

export interface LikeAnswer {
  liked: boolean;
  like_count: number;
}

export async function postLike(trackId: string, value: boolean): Promise<LikeAnswer | null> {
  const result = await playerApi().request<LikeAnswer>(`${TRACKS}/like/${encodeURIComponent(trackId)}`, {
    body: { value },
  });
  return result.ok ? result.data : null;
}
