import type { Track } from "@ngoma/audio-engine";
import type { PlayerTrack } from "./types";

/** Track views from the API carry `duration_ms`; the engine reads seconds so the total shows before load. */
export function toEngineTrack(track: PlayerTrack): Track {
  const seconds =
    typeof track.duration_ms === "number" && track.duration_ms > 0 ? track.duration_ms / 1000 : undefined;
  return (
    seconds !== undefined && track.duration === undefined ? { ...track, duration: seconds } : track
  ) as Track;
}
