/*
 * Pure decisions of track processing: how many waveform points, how a waveform is stored, what the owner
 * is told, and how often a transient failure is retried before the track fails.
 */
import type { ProcessingState } from "../../catalogue";

/** Peak levels per waveform: enough for a progress bar a few thousand pixels wide. */
export const WAVEFORM_POINTS = 1000;

/** How much of a file's start is read to sniff it again when its format was not recorded. */
export const SNIFF_BYTES = 64 * 1024;

/** Deliveries of one processing message before a transient failure fails the track. */
export const MAX_ATTEMPTS = 3;

/** The reason a track fails with when processing kept failing for reasons that are not the file's. */
export const TRANSIENT_FAILURE = "We could not process this file. Upload it again.";

/**
 * Peaks as stored in `track_waveforms.peaks`: one byte per point, standard base64.
 *
 * @example peaksToBase64(new Uint8Array([0, 255])) // "AP8="
 */
export function peaksToBase64(peaks: Uint8Array): string {
  let binary = "";
  for (const b of peaks) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * How long the queue waits before delivering a failed message again: longer after each attempt.
 *
 * @example retryDelaySeconds(2) // 60
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 30 * attempts);
}

/**
 * The owner's notification text for a processed track.
 *
 * @example processedMessage("Song", "ready", null) // "“Song” is ready."
 */
export function processedMessage(title: string, processing: ProcessingState, reason: string | null): string {
  if (processing === "ready") return `“${title}” is ready.`;
  if (processing === "failed") return `“${title}” could not be processed: ${reason ?? TRANSIENT_FAILURE}`;
  return `“${title}” is ${processing}.`;
}
