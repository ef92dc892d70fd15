import type { EngineState, Track } from "./types";

export interface SessionControls {
  play(): void;
  pause(): void;
  previous(): void;
  next(): void;
  seek(seconds: number): void;
}

const artistName = (t: Track): string => (typeof t.artist === "string" ? t.artist : t.artist?.name) || "";

/**
 * Publishes metadata and transport handlers to the Media Session API (lock screen, headset keys).
 * Returns undefined where the API is missing, e.g. during SSR or in older browsers.
 */
export const bindMediaSession = (controls: SessionControls) => {
  const session = typeof navigator === "undefined" ? undefined : navigator.mediaSession;
  if (!session) return undefined;
  const handlers: Partial<Record<MediaSessionAction, MediaSessionActionHandler>> = {
    play: () => controls.play(),
    pause: () => controls.pause(),
    previoustrack: () => controls.previous(),
    nexttrack: () => controls.next(),
    seekto: (details) => controls.seek(details.seekTime ?? Number.NaN),
  };
  // Browsers throw for actions they do not know; each handler is optional.
  const setHandlers = (on: boolean) => {
    for (const action in handlers) {
      try {
        session.setActionHandler(
          action as MediaSessionAction,
          on ? handlers[action as MediaSessionAction]! : null,
        );
      } catch {}
    }
  };
  setHandlers(true);
  let shown: Track | null | undefined;
  return {
    update(s: EngineState): void {
      if (s.current !== shown) {
        shown = s.current;
        const t = s.current;
        const art = t && (t.cover_art_url || t.album_art || t.image);
        session.metadata =
          t && typeof MediaMetadata !== "undefined"
            ? new MediaMetadata({
                title: t.title || "",
                artist: artistName(t),
                artwork: art ? [{ src: art }] : [],
              })
            : null;
      }
      session.playbackState = s.current ? (s.isPlaying ? "playing" : "paused") : "none";
      // Keeps the lock-screen scrubber in step (seeks included); older implementations lack it.
      if (s.duration > 0 && session.setPositionState) {
        try {
          session.setPositionState({
            duration: s.duration,
            position: Math.min(s.currentTime, s.duration),
            playbackRate: 1,
          });
        } catch {}
      }
    },
    destroy(): void {
      setHandlers(false);
      session.metadata = null;
      session.playbackState = "none";
    },
  };
};
