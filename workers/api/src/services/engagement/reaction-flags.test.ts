import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createArtist, createTrack, testDb } from "../../test-support/catalogue-fixtures";
import { registerUser } from "../../test-support/client";
import { gate } from "../../test-support/gate";
import { touchViewer } from "../accounts/viewer-epoch";
import { loadReactionFlags } from "./reaction-flags";
import { setReaction } from "./reactions.service";

/** Counts the statements D1 is asked to prepare (drizzle prepares one per query). */
const countQueries = () => vi.spyOn(env.DB, "prepare");

describe("reaction flags", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers a burst of the same viewer's asks with one read, then from the cache", async () => {
    const { user } = await registerUser();
    const artist = await createArtist();
    const [a, b] = [await createTrack({ artistId: artist.id }), await createTrack({ artistId: artist.id })];
    await setReaction(testDb(), { userId: user.id, kind: "like", subjectType: "track", subjectId: a.id });
    const queries = countQueries();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => loadReactionFlags(testDb(), user.id, "track", [a.id, b.id])),
    );
    expect(queries).toHaveBeenCalledTimes(1);
    for (const flags of burst) {
      expect(flags.get(a.id)?.has("like")).toBe(true);
      expect(flags.has(b.id)).toBe(false);
    }
    await loadReactionFlags(testDb(), user.id, "track", [a.id, b.id]);
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it("never hands a read that began before the viewer reacted to a later ask", async () => {
    const { user } = await registerUser();
    const artist = await createArtist();
    const track = await createTrack({ artistId: artist.id });
    // The first read runs at once but its answer is held back, so it is still in flight after the write.
    const held = gate();
    const prepare = env.DB.prepare.bind(env.DB);
    vi.spyOn(env.DB, "prepare").mockImplementationOnce((query) => answerAfter(prepare(query), held.promise));
    const before = loadReactionFlags(testDb(), user.id, "track", [track.id]);
    await setReaction(testDb(), { userId: user.id, kind: "save", subjectType: "track", subjectId: track.id });
    touchViewer(user.id); // what the API does after every write a signed-in user makes
    const after = loadReactionFlags(testDb(), user.id, "track", [track.id]);
    held.resolve();
    expect((await before).has(track.id)).toBe(false);
    expect((await after).get(track.id)?.has("save")).toBe(true);
  });
});

/** A statement that runs when asked but answers only once `gate` opens. */
function answerAfter(statement: D1PreparedStatement, gate: Promise<void>): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      if (property === "bind")
        return (...args: unknown[]) => answerAfter(value.apply(target, args) as D1PreparedStatement, gate);
      return async (...args: unknown[]) => {
        const answer = await value.apply(target, args);
        await gate;
        return answer;
      };
    },
  });
}
