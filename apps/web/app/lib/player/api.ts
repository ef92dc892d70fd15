// The player's own quiet api client: play reports and related-track fetches happen in the background, so
// their failures must not toast (the shell's client toasts every failure). Same origin; the web worker adds
// the bearer from the session cookie.
import { type ApiClient, createApiClient } from "../api/client";
import type { PlayReport as ApiPlayReport, PlayAnswer, ToggleAnswer } from "../api/contract";
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

/** A play report as the player sends it: the api's body, its context narrowed to what the player plays. */
export type PlayReport = Omit<ApiPlayReport, "context_type"> & { context_type?: PlayContext["type"] };

export async function postPlay(trackId: string, report: PlayReport): Promise<PlayAnswer | null> {
  const result = await playerApi().request("POST /user/global/music-tracks/play/{id}", {
    params: { id: trackId },
    body: report,
  });
  return result.ok ? result.data : null;
}

export async function fetchRelatedTracks(trackId: string, limit = 10): Promise<PlayerTrack[]> {
  const result = await playerApi().request("GET /user/global/music-tracks/related", {
    query: { track_id: trackId, limit },
  });
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

export async function fetchTrack(trackId: string): Promise<PlayerTrack | null> {
  const result = await playerApi().request("GET /user/global/music-tracks/{id}", { params: { id: trackId } });
  return result.ok ? result.data : null;
}

export async function postLike(trackId: string, value: boolean): Promise<ToggleAnswer<"like"> | null> {
  const result = await playerApi().request("POST /user/global/music-tracks/like/{id}", {
    params: { id: trackId },
    body: { value },
  });
  return result.ok ? result.data : null;
}
