// The track page's technical facts as a creator reads them: "44.1 kHz", "Stereo", "320 kbps", "3:05".
import type { CreatorTrack } from "../api/contract";
import { formatBytes } from "./accept";

/** `m:ss` (or `h:mm:ss`) of a duration in milliseconds. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return "0:00";
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** "44.1 kHz", "48 kHz". */
export function formatSampleRate(hz: number): string {
  const khz = hz / 1000;
  return `${Number.isInteger(khz) ? khz : khz.toFixed(1)} kHz`;
}

/** "Mono", "Stereo", "6 channels". */
export function formatChannels(channels: number): string {
  if (channels === 1) return "Mono";
  if (channels === 2) return "Stereo";
  return `${channels} channels`;
}

/** Bits per second → "320 kbps", "1,411 kbps". */
export function formatBitrate(bps: number): string {
  return `${Math.round(bps / 1000).toLocaleString("en")} kbps`;
}

/** The facts as label/value rows; unknown ones say so rather than vanish. */
export function trackFacts(
  track: Pick<CreatorTrack, "audio" | "duration_ms">,
): { label: string; value: string }[] {
  const audio = track.audio;
  const unknown = "Not known";
  return [
    { label: "Format", value: audio ? audio.format.toUpperCase() : unknown },
    { label: "Codec", value: audio?.codec ?? unknown },
    { label: "Sample rate", value: audio?.sample_rate ? formatSampleRate(audio.sample_rate) : unknown },
    { label: "Channels", value: audio?.channels ? formatChannels(audio.channels) : unknown },
    { label: "Bitrate", value: audio?.bitrate ? formatBitrate(audio.bitrate) : unknown },
    { label: "Duration", value: track.duration_ms > 0 ? formatDuration(track.duration_ms) : unknown },
    { label: "Size", value: audio ? formatBytes(audio.size) : unknown },
  ];
}
