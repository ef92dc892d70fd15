// What happens to an upload after its last byte: the server processes the file and says so with a `Track`
// event; a tab without a live connection asks every few seconds instead. Also the notices when a track
// settles and the browser's "leave the page?" question while bytes are on their way.
import { type Dispatch, useEffect, useRef } from "react";
import { createApiClient } from "../api/client";
import { useLiveNotifications } from "../realtime/realtime-provider";
import { readClientDataString } from "../startup-steps";
import { trackEventOf } from "./track-events";
import type { UploadItem } from "./upload-item";
import { processingTrackIds, type QueueAction } from "./upload-queue";

/** How often a processing track is asked for while no live event has settled it. */
export const POLL_MS = 5_000;

// Polling must not toast each failed attempt (the shell's client would): a quiet client of its own.
const quietApi = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getClientData: readClientDataString,
});

/**
 * Applies live `Track` events, and polls the processing tracks as the fallback. Returns the tracks whose
 * news came live: their notification was toasted by the realtime client already.
 */
export function useTrackFollowing(
  items: readonly UploadItem[],
  dispatch: Dispatch<QueueAction>,
): ReadonlySet<string> {
  const live = useRef(new Set<string>());
  useLiveNotifications((notification) => {
    const event = trackEventOf(notification);
    if (!event) return;
    live.current.add(event.trackId);
    dispatch({
      type: "track",
      trackId: event.trackId,
      event: { type: "server", processing: event.processing, error: event.error },
    });
  });

  const waiting = processingTrackIds(items).join(",");
  useEffect(() => {
    if (!waiting) return;
    const ids = waiting.split(",");
    const timer = window.setInterval(() => {
      for (const trackId of ids) {
        void quietApi
          .request("GET /creator/music-tracks/{id}", { params: { id: trackId } })
          .then((result) => {
            if (!result.ok) return;
            dispatch({
              type: "track",
              trackId,
              event: {
                type: "server",
                processing: result.data.processing,
                error: result.data.processing_error,
              },
            });
          });
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, dispatch]);
  return live.current;
}

/**
 * Says once when an item's track is ready or failed (unless the live notification said it already), and
 * lets the page reload its list.
 */
export function useSettledNotice(
  items: readonly UploadItem[],
  options: { toast(kind: "success" | "error", message: string): void; onChanged(): void },
  toldLive: ReadonlySet<string>,
): void {
  const told = useRef(new Set<string>());
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    for (const item of items) {
      if ((item.phase !== "ready" && item.phase !== "failed") || told.current.has(item.key)) continue;
      told.current.add(item.key);
      latest.current.onChanged();
      if (item.trackId && toldLive.has(item.trackId)) continue;
      if (item.phase === "ready") latest.current.toast("success", `${item.fileName} is ready.`);
      else latest.current.toast("error", `${item.fileName} failed: ${item.message ?? "unreadable audio"}`);
    }
  }, [items, toldLive]);
}

/** While `active`, closing or reloading the tab asks first (the upload would resume later, but pause now). */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [active]);
}
