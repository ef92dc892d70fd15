// The upload panel's engine: loads the tus code when the panel mounts (so only creator pages download
// it), runs one tus upload per accepted file, and follows each uploaded track until the server has
// processed it: live `Track` events first, a poll every few seconds as the fallback for a tab whose
// realtime connection is down. The panel stays mounted while the music manager is kept alive, so uploads
// go on while the creator edits a track's page.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { acceptAudio } from "./accept";
import { TRACK_MESSAGES } from "./track-api";
import type { RememberedUpload, TusHandle } from "./tus-upload";
import type { UploadItem } from "./upload-item";
import { hasBytesInFlight, queueReducer } from "./upload-queue";
import { useLeaveGuard, useSettledNotice, useTrackFollowing } from "./use-track-following";

type TusModule = typeof import("./tus-upload");

export interface UploadsOptions {
  toast(kind: "success" | "error" | "info", message: string): void;
  /** A track was created or settled: the page reloads its list. */
  onChanged(): void;
}

export interface Uploads {
  items: UploadItem[];
  /** Unfinished uploads this browser remembers from an earlier visit. */
  remembered: RememberedUpload[];
  add(files: readonly File[]): void;
  pause(key: string): void;
  resume(key: string): void;
  cancel(key: string): void;
  dismiss(key: string): void;
  discard(upload: RememberedUpload): void;
}

export function useUploads({ toast, onChanged }: UploadsOptions): Uploads {
  const [items, dispatch] = useReducer(queueReducer, []);
  const [remembered, setRemembered] = useState<RememberedUpload[]>([]);
  const tus = useRef<Promise<TusModule> | null>(null);
  const handles = useRef(new Map<string, TusHandle>());
  const counter = useRef(0);
  const latest = useRef({ toast, onChanged });
  latest.current = { toast, onChanged };

  const loadTus = useCallback(() => {
    tus.current ??= import("./tus-upload");
    return tus.current;
  }, []);
  const refreshRemembered = useCallback(
    () =>
      loadTus()
        .then((m) => m.rememberedUploads())
        .then(setRemembered)
        .catch(() => setRemembered([])),
    [loadTus],
  );
  useEffect(() => {
    void refreshRemembered();
  }, [refreshRemembered]);

  const startOne = useCallback(
    async (key: string, file: File) => {
      const m = await loadTus();
      // The track of a remembered upload is known while preparing; a new one's comes with its creation
      // answer, the "Track Added" moment.
      let preparing = true;
      let announced = false;
      let resumed = false;
      const handle = await m.createTusUpload(file, {
        onTrack: (trackId) => {
          dispatch({ type: "item", key, event: { type: "created", trackId } });
          if (announced) return;
          announced = true;
          if (!preparing && !resumed) latest.current.toast("success", TRACK_MESSAGES.added);
          latest.current.onChanged();
        },
        onProgress: (sent) => dispatch({ type: "item", key, event: { type: "progress", sent } }),
        onSuccess: () => {
          dispatch({ type: "item", key, event: { type: "uploaded" } });
          latest.current.onChanged();
        },
        onError: (message) => dispatch({ type: "item", key, event: { type: "error", message } }),
      });
      preparing = false;
      resumed = handle.resumed;
      if (resumed) {
        latest.current.toast("info", `Resuming ${file.name} from its last finished part.`);
        void refreshRemembered();
      }
      handles.current.set(key, handle);
      handle.start();
    },
    [loadTus, refreshRemembered],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        counter.current += 1;
        const key = `upload-${counter.current}`;
        const answer = acceptAudio(file);
        dispatch({ type: "add", key, file, refusal: answer.ok ? undefined : answer.reason });
        if (answer.ok) {
          startOne(key, file).catch(() =>
            dispatch({ type: "item", key, event: { type: "error", message: "The upload could not start." } }),
          );
        }
      }
    },
    [startOne],
  );

  const pause = useCallback((key: string) => {
    dispatch({ type: "item", key, event: { type: "pause" } });
    void handles.current.get(key)?.pause();
  }, []);
  const resume = useCallback((key: string) => {
    dispatch({ type: "item", key, event: { type: "resume" } });
    handles.current.get(key)?.start();
  }, []);
  const cancel = useCallback((key: string) => {
    dispatch({ type: "item", key, event: { type: "cancel" } });
    const handle = handles.current.get(key);
    handles.current.delete(key);
    handle
      ?.cancel()
      .then(() => latest.current.onChanged())
      .catch(() => latest.current.toast("error", "The upload could not be cancelled on the server."));
  }, []);
  const dismiss = useCallback((key: string) => {
    handles.current.delete(key);
    dispatch({ type: "dismiss", key });
  }, []);
  const discard = useCallback(
    (upload: RememberedUpload) => {
      void loadTus()
        .then((m) => m.discardRemembered(upload))
        .then(refreshRemembered)
        .then(() => latest.current.onChanged());
    },
    [loadTus, refreshRemembered],
  );

  const toldLive = useTrackFollowing(items, dispatch);
  useSettledNotice(items, latest.current, toldLive);
  useLeaveGuard(hasBytesInFlight(items));

  return { items, remembered, add, pause, resume, cancel, dismiss, discard };
}
