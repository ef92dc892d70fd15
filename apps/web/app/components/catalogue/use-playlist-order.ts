// Reordering sends the whole track list. Requests go one at a time, always with the newest wanted order:
// two quick moves must not race on the server (the older order could otherwise be saved last).
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { PlaylistDetail, Track } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { applyOrder } from "../../lib/catalogue/track-order";

export function usePlaylistOrder(playlist: PlaylistDetail) {
  const fetcher = useFetcher<ActionResult>({ key: `reorder:${playlist.id}` });
  const [wanted, setWanted] = useState<string[] | null>(null);
  const sent = useRef<string | null>(null);
  const serverKey = playlist.tracks.map((t) => t.id).join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: driven by the wanted order and the fetcher going idle.
  useEffect(() => {
    if (!wanted || fetcher.state !== "idle") return;
    const key = wanted.join(",");
    if (key === sent.current) return;
    sent.current = key;
    fetcher.submit(
      { intent: "reorder", playlist_id: playlist.id, track_ids: JSON.stringify(wanted) },
      { method: "post", action: "/library" },
    );
  }, [wanted, fetcher.state]);

  // Finished once the server's order caught up; a refusal (toasted by the caller) shows the server's order.
  const failed = fetcher.data?.ok === false;
  useEffect(() => {
    if (!wanted || fetcher.state !== "idle") return;
    if (failed || wanted.join(",") === serverKey) {
      setWanted(null);
      sent.current = null;
    }
  }, [wanted, serverKey, fetcher.state, failed]);

  const shown: Track[] = (wanted && applyOrder(playlist.tracks, wanted)) || playlist.tracks;
  return { tracks: shown, setOrder: setWanted, result: fetcher.data };
}
