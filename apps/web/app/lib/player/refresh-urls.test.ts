import type { AudioEngine, EngineState } from "@ngoma/audio-engine";
import { afterEach, describe, expect, it } from "vitest";
import { isLikedNow } from "./likes";
import { startUrlRefresher } from "./refresh-urls";
import { forgetFreshUrls, sourceOf } from "./stream-urls";
import type { PlayerTrack } from "./types";

afterEach(forgetFreshUrls);

const flush = () => new Promise((r) => setTimeout(r, 0));

function engineWith(queue: PlayerTrack[], currentIndex: number) {
  const handlers: (() => void)[] = [];
  const engine = {
    getState: () => ({ queue, currentIndex }) as unknown as EngineState,
    on: (_event: string, handler: () => void) => {
      handlers.push(handler);
      return () => {};
    },
  } as unknown as AudioEngine;
  const change = () => {
    for (const handler of handlers) handler();
  };
  return { engine, change };
}

describe("startUrlRefresher", () => {
  it("syncs the current track once and refreshes expiring URLs ahead", async () => {
    const expired = "/api/v1/media/stream/b?exp=1&sig=x";
    const farFuture = `/api/v1/media/stream/c?exp=${Math.floor(Date.now() / 1000) + 6 * 3600}&sig=x`;
    const queue: PlayerTrack[] = [
      { id: "a", stream_url: farFuture, liked: false },
      { id: "b", stream_url: expired },
      { id: "c", stream_url: farFuture },
      { id: "d", stream_url: expired },
    ];
    const asked: string[] = [];
    const fetchOne = async (id: string) => {
      asked.push(id);
      return { id, stream_url: `/fresh/${id}`, liked: id === "a" };
    };
    const fake = engineWith(queue, 0);
    startUrlRefresher(fake.engine, fetchOne);
    await flush();
    expect(asked).toEqual(["a", "b"]); // d is beyond the look-ahead, c is fresh
    expect(sourceOf(queue[1]!)).toBe("/fresh/b");
    expect(isLikedNow(queue[0])).toBe(true); // the API's state wins over the stale queued copy
    fake.change();
    await flush();
    expect(asked).toEqual(["a", "b"]); // already synced and refreshed
  });
});
