// The upload panel's list: its items in the order the files were picked, each moved by its own events
// (upload-item.ts), and server news about a track applied to whichever item uploads it.
import { newUploadItem, type UploadEvent, type UploadItem, uploadReducer } from "./upload-item";

export type QueueAction =
  | { type: "add"; key: string; file: { name: string; size: number }; refusal?: string | undefined }
  | { type: "item"; key: string; event: UploadEvent }
  | { type: "track"; trackId: string; event: UploadEvent }
  | { type: "dismiss"; key: string };

/** The list after `action`; items not concerned keep their identity (rows do not re-render). */
export function queueReducer(items: readonly UploadItem[], action: QueueAction): UploadItem[] {
  switch (action.type) {
    case "add":
      return [...items, newUploadItem(action.key, action.file, action.refusal)];
    case "item":
      return items.map((item) => (item.key === action.key ? uploadReducer(item, action.event) : item));
    case "track":
      return items.map((item) =>
        item.trackId === action.trackId ? uploadReducer(item, action.event) : item,
      );
    case "dismiss":
      return items.filter((item) => item.key !== action.key);
  }
}

/** The draft tracks still being processed (their state is followed live, and polled as a fallback). */
export function processingTrackIds(items: readonly UploadItem[]): string[] {
  return items.flatMap((item) => (item.phase === "processing" && item.trackId ? [item.trackId] : []));
}

/** Whether leaving the page would interrupt bytes on their way (the browser asks first). */
export function hasBytesInFlight(items: readonly UploadItem[]): boolean {
  return items.some((item) => item.phase === "uploading");
}
