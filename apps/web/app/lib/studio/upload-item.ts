// One upload in the upload panel, as a pure state machine: the panel dispatches what tus-js-client and the
// server report, and reads from the item what to show and which buttons make sense. Kept apart from the
// tus wiring so every transition is unit-tested.
import { shownProgress } from "./progress";

/**
 * `refused`: stopped before any byte (not audio, too big). `uploading` → `processing` (every byte is on the
 * server) → `ready` or `failed` (the server could not read the file: final). `paused` and `error` (a
 * network or server refusal: retryable) can go back to `uploading`. `cancelled`: terminated on the server.
 */
export type UploadPhase =
  | "refused"
  | "uploading"
  | "paused"
  | "error"
  | "processing"
  | "ready"
  | "failed"
  | "cancelled";

export interface UploadItem {
  /** Local id (the panel's key). */
  key: string;
  fileName: string;
  size: number;
  phase: UploadPhase;
  /** Bytes the server has acknowledged so far. */
  sent: number;
  /** The draft track the upload's creation made (`Ngoma-Track-Id`), once known. */
  trackId: string | null;
  /** Why it was refused, errored or failed. */
  message: string | null;
}

export type UploadEvent =
  | { type: "created"; trackId: string }
  | { type: "progress"; sent: number }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "error"; message: string }
  | { type: "uploaded" }
  | { type: "server"; processing: "uploading" | "processing" | "ready" | "failed"; error?: string | null }
  | { type: "cancel" };

/** A new item: `refused` with the reason, or `uploading` from byte 0. */
export function newUploadItem(
  key: string,
  file: { name: string; size: number },
  refusal?: string,
): UploadItem {
  return {
    key,
    fileName: file.name,
    size: file.size,
    phase: refusal ? "refused" : "uploading",
    sent: 0,
    trackId: null,
    message: refusal ?? null,
  };
}

const FINAL: ReadonlySet<UploadPhase> = new Set(["refused", "ready", "failed", "cancelled"]);

/** Whether nothing more can happen to the item (its row can be dismissed). */
export function isFinal(item: UploadItem): boolean {
  return FINAL.has(item.phase);
}

/**
 * The item after `event`; an event that makes no sense in the current phase (a late progress callback
 * after a pause, a server event for a cancelled upload) leaves it unchanged.
 */
export function uploadReducer(item: UploadItem, event: UploadEvent): UploadItem {
  if (isFinal(item)) return item;
  switch (event.type) {
    case "created":
      return { ...item, trackId: event.trackId };
    case "progress":
      // Bytes only move forward: tus reports a resumed upload from the server's offset.
      return item.phase === "uploading"
        ? { ...item, sent: Math.max(item.sent, Math.min(event.sent, item.size)) }
        : item;
    case "pause":
      return item.phase === "uploading" ? { ...item, phase: "paused" } : item;
    case "resume":
      return item.phase === "paused" || item.phase === "error"
        ? { ...item, phase: "uploading", message: null }
        : item;
    case "error":
      return item.phase === "uploading" ? { ...item, phase: "error", message: event.message } : item;
    case "uploaded":
      return item.phase === "uploading" ? { ...item, phase: "processing", sent: item.size } : item;
    case "server":
      return fromServer(item, event.processing, event.error ?? null);
    case "cancel":
      return item.phase === "processing" ? item : { ...item, phase: "cancelled", message: null };
  }
}

function fromServer(item: UploadItem, processing: string, error: string | null): UploadItem {
  if (processing === "failed") {
    return { ...item, phase: "failed", message: error || "The file could not be read as audio." };
  }
  // `ready` only counts once this tab has sent every byte: a stale event must not end a live upload.
  if (processing === "ready" && item.phase === "processing") return { ...item, phase: "ready" };
  return item;
}

/** The bar's percentage (spec §4), or null when no bar is shown (refused, cancelled). */
export function itemPercent(item: UploadItem): number | null {
  if (item.phase === "refused" || item.phase === "cancelled") return null;
  const done = item.phase === "ready" || item.phase === "failed";
  return shownProgress(item.sent, item.size, done);
}

/** What the creator may do with the item now. */
export function itemActions(item: UploadItem) {
  return {
    pause: item.phase === "uploading",
    resume: item.phase === "paused",
    retry: item.phase === "error",
    cancel: item.phase === "uploading" || item.phase === "paused" || item.phase === "error",
    edit: item.trackId !== null && item.phase !== "cancelled",
    dismiss: isFinal(item),
  };
}

/** The short line next to the bar. */
export function itemStatusText(item: UploadItem): string {
  switch (item.phase) {
    case "refused":
      return `Not uploaded: ${item.message ?? "refused"}`;
    case "uploading":
      return item.trackId ? "Uploading" : "Starting upload";
    case "paused":
      return "Paused";
    case "error":
      return `Upload interrupted: ${item.message ?? "try again"}`;
    case "processing":
      return "Processing: reading the audio and drawing its waveform";
    case "ready":
      return "Ready";
    case "failed":
      return `Failed: ${item.message ?? "the file could not be read"}`;
    case "cancelled":
      return "Cancelled";
  }
}
