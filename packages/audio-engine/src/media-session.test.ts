import { afterEach, describe, expect, it, vi } from "vitest";
import { setup, track, tracks } from "./testing/fakes";

class FakeMetadata {
  constructor(public init: MediaMetadataInit) {}
}

const stubSession = () => {
  const handlers = new Map<string, ((details: { seekTime?: number }) => void) | null>();
  const session = {
    metadata: null as FakeMetadata | null,
    position: undefined as MediaPositionState | undefined,
    setPositionState(state: MediaPositionState) {
      session.position = state;
    },
    playbackState: "none",
    setActionHandler: vi.fn((action: string, handler: ((d: { seekTime?: number }) => void) | null) => {
      if (action === "seekto" && handler && session.rejectSeek) throw new Error("unsupported action");
      handlers.set(action, handler);
    }),
    rejectSeek: false,
  };
  vi.stubGlobal("navigator", { mediaSession: session });
  vi.stubGlobal("MediaMetadata", FakeMetadata);
  return { session, handlers };
};

afterEach(() => vi.unstubAllGlobals());

describe("Media Session", () => {
  it("publishes metadata and playback state", () => {
    const { session } = stubSession();
    const { engine } = setup({ mediaSession: true });
    engine.load([track(1, { title: "Kuno", artist: { name: "Sauti" }, album_art: "/art/1.jpg" })]);
    expect(session.metadata?.init).toEqual({
      title: "Kuno",
      artist: "Sauti",
      artwork: [{ src: "/art/1.jpg" }],
    });
    expect(session.playbackState).toBe("paused");
    engine.play();
    expect(session.playbackState).toBe("playing");
    engine.seek(30);
    expect(session.position).toEqual({ duration: 200, position: 30, playbackRate: 1 });
    engine.load([track(2, { artist: "Nia" })]);
    expect(session.metadata?.init).toEqual({ title: "Track 2", artist: "Nia", artwork: [] });
    engine.clear();
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe("none");
  });

  it("routes play, pause, previoustrack, nexttrack and seekto to the engine", () => {
    const { handlers } = stubSession();
    const { engine } = setup({ mediaSession: true });
    engine.load(tracks(3));
    handlers.get("play")!({});
    expect(engine.getState().isPlaying).toBe(true);
    handlers.get("nexttrack")!({});
    expect(engine.getState().currentIndex).toBe(1);
    handlers.get("previoustrack")!({});
    expect(engine.getState().currentIndex).toBe(0);
    handlers.get("seekto")!({ seekTime: 42 });
    expect(engine.getState().currentTime).toBe(42);
    handlers.get("seekto")!({});
    expect(engine.getState().currentTime).toBe(42);
    handlers.get("pause")!({});
    expect(engine.getState().isPlaying).toBe(false);
  });

  it("tolerates unsupported actions, clears handlers on destroy, and can be turned off", () => {
    const { session, handlers } = stubSession();
    session.rejectSeek = true;
    const { engine } = setup({ mediaSession: true });
    expect(handlers.get("play")).toBeTypeOf("function");
    engine.destroy();
    expect([...handlers.values()].every((h) => h === null)).toBe(true);
    session.setActionHandler.mockClear();
    setup({ mediaSession: false }).engine.load(tracks(1));
    expect(session.setActionHandler).not.toHaveBeenCalled();
  });
});
