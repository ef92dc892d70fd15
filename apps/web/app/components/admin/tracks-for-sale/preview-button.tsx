// A listing's preview in the global player, for the admin deciding on it: asked for when pressed (the api
// signs it for the admin, who may hear a pending beat), then played. A listing without a preview says so.
import { useState } from "react";
import type { TrackForSale } from "../../../lib/api/contract";
import { playTracks, prefetchEngine } from "../../../lib/player";
import { useShell } from "../../../lib/shell-context";

export function ListingPreviewButton({ row }: { row: Pick<TrackForSale, "id" | "title"> }) {
  const shell = useShell();
  const [state, setState] = useState<"idle" | "loading" | "none">("idle");
  const play = async () => {
    setState("loading");
    const result = await shell.api.request("GET /admin/tracks-for-sale/preview/{id}", {
      params: { id: row.id },
    });
    if (!result.ok) return setState("idle");
    const preview = result.data;
    if (!preview.preview_url) return setState("none");
    setState("idle");
    playTracks([
      {
        id: `listing:${preview.id}`,
        title: preview.title,
        artist: { id: preview.seller.id, name: preview.seller.name },
        cover_art_url: preview.cover_url,
        stream_url: preview.preview_url,
        audio_file: { audio_url: preview.preview_url },
        duration_ms: preview.duration_ms,
        preview: true,
      },
    ]);
  };
  if (state === "none") return <span className="studio-muted">No preview</span>;
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-label={`Play the preview of ${row.title}`}
      disabled={state === "loading"}
      onPointerEnter={prefetchEngine}
      onFocus={prefetchEngine}
      onClick={() => void play()}
    >
      ▶ Preview
    </button>
  );
}
