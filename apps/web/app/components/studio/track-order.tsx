// The album's tracks in order, edited three ways: drag (pointer or touch), dnd-kit's keyboard drag (Space
// on the handle, arrows, Space to drop) and plain Move up / Move down buttons. Tracks are added from the
// creator's ready tracks and removed here; Save posts the whole list (membership and order at once).
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import type { CreatorTrack } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import {
  addableTracks,
  addTrack,
  moveAnnouncement,
  moveBy,
  moveItem,
  orderChanged,
  removeTrack,
} from "../../lib/studio/track-order";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { ProcessingBadge } from "./processing-badge";

type TrackLite = Pick<CreatorTrack, "id" | "title" | "processing" | "processing_error" | "duration_ms">;

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function Row({
  track,
  index,
  total,
  onMove,
  onRemove,
}: {
  track: TrackLite;
  index: number;
  total: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const sortable = useSortable({ id: track.id });
  // Set through the DOM's style object on the client only (never as a server-rendered style attribute,
  // which the CSP forbids): there is no transform until a drag starts.
  const style = sortable.transform
    ? { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }
    : undefined;
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className="studio-order__row"
      data-track-id={track.id}
      data-dragging={sortable.isDragging || undefined}
    >
      <button
        type="button"
        className="icon-button studio-order__handle"
        aria-label={`Drag ${track.title}`}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="studio-order__number">{index + 1}</span>
      <span className="studio-order__title">
        {track.title}
        {track.processing !== "ready" ? (
          <ProcessingBadge state={track.processing} error={track.processing_error} />
        ) : null}
      </span>
      <span className="studio-order__time">{track.duration_ms ? duration(track.duration_ms) : ""}</span>
      <span className="row studio-order__buttons">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onMove(-1)}
          disabled={index === 0}
          aria-label={`Move ${track.title} up`}
        >
          Up
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onMove(1)}
          disabled={index === total - 1}
          aria-label={`Move ${track.title} down`}
        >
          Down
        </button>
        <button
          type="button"
          className="button button--ghost studio-danger-text"
          onClick={onRemove}
          aria-label={`Remove ${track.title} from the album`}
        >
          Remove
        </button>
      </span>
    </li>
  );
}

export interface TrackOrderProps {
  albumId: string;
  /** The album's tracks in their saved order. */
  tracks: readonly CreatorTrack[];
  /** The creator's tracks to add from (ready ones in no other album are offered). */
  library: readonly CreatorTrack[];
  /** The route whose action saves the order (intent "order"). */
  action: string;
}

export function TrackOrder({ albumId, tracks, library, action }: TrackOrderProps) {
  const id = useId();
  const saved = tracks.map((t) => t.id);
  const [ids, setIds] = useState<string[]>(saved);
  const [announcement, setAnnouncement] = useState("");
  const [adding, setAdding] = useState("");
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const savedKey = saved.join(",");
  // A fresh load (after saving, or a revalidation) is the new starting point.
  useEffect(() => setIds(savedKey ? savedKey.split(",") : []), [savedKey]);

  const known = new Map<string, TrackLite>([...library, ...tracks].map((t) => [t.id, t]));
  const rows = ids.map((x) => known.get(x)).filter((t): t is TrackLite => t !== undefined);
  const candidates = addableTracks(library, albumId, ids);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (x: unknown) => known.get(String(x))?.title ?? "the track";

  const move = (trackId: string, delta: -1 | 1) => {
    const next = moveBy(ids, trackId, delta);
    setIds(next);
    setAnnouncement(moveAnnouncement(titleOf(trackId), next.indexOf(trackId), next.length));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setIds((current) =>
      moveItem(current, current.indexOf(String(active.id)), current.indexOf(String(over.id))),
    );
  };
  const changed = orderChanged(saved, ids);
  const busy = fetcher.state !== "idle";

  return (
    <section className="card studio-order" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="studio-chart__title">
        Tracks
      </h2>
      <p className="studio-muted" id={`${id}-help`}>
        Drag a track by its handle, or focus the handle and press Space, then the arrow keys, then Space
        again. The Up and Down buttons move a track one place.
      </p>
      {rows.length === 0 ? (
        <p className="studio-muted">
          No tracks yet: add your ready tracks below. An album cannot be published empty.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable:
                "Press Space to pick the track up, the arrow keys to move it, Space to drop it, Escape to cancel.",
            },
            announcements: {
              onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
              onDragOver: ({ active, over }) =>
                over
                  ? `${titleOf(active.id)} is over position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.`
                  : "",
              onDragEnd: ({ active, over }) =>
                over
                  ? `${titleOf(active.id)} dropped at position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.`
                  : "",
              onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
            },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="list-plain studio-order__list" aria-describedby={`${id}-help`}>
              {rows.map((track, index) => (
                <Row
                  key={track.id}
                  track={track}
                  index={index}
                  total={rows.length}
                  onMove={(delta) => move(track.id, delta)}
                  onRemove={() => {
                    setIds((current) => removeTrack(current, track.id));
                    setAnnouncement(`Removed ${track.title}.`);
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="studio-order__add">
        <div className="field">
          <label htmlFor={`${id}-add`}>Add a ready track</label>
          <select
            id={`${id}-add`}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
            disabled={candidates.length === 0}
          >
            <option value="">{candidates.length === 0 ? "No ready tracks to add" : "Choose a track"}</option>
            {candidates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={!adding}
          onClick={() => {
            setIds((current) => addTrack(current, adding));
            setAnnouncement(`Added ${titleOf(adding)} at the end.`);
            setAdding("");
          }}
        >
          Add track
        </button>
      </div>
      <div className="row">
        <button
          type="button"
          className="button button--primary"
          disabled={!changed || busy}
          aria-busy={busy || undefined}
          onClick={() => {
            const body = new FormData();
            body.set("intent", "order");
            for (const trackId of ids) body.append("track_ids", trackId);
            fetcher.submit(body, { method: "post", action });
          }}
        >
          {busy ? "Saving..." : "Save track order"}
        </button>
        {changed ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => setIds(saved)}
          >
            Undo changes
          </button>
        ) : null}
      </div>
    </section>
  );
}
