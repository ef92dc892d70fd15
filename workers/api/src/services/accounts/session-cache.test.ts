import { describe, expect, it, vi } from "vitest";
import { gate } from "../../test-support/gate";
import type { AuthContext } from "./auth-context";
import { cachedSession } from "./session-cache";
import { touchViewer } from "./viewer-epoch";

const auth = (userId: string) => ({ user: { id: userId } }) as unknown as AuthContext;

/** A session load held in flight until `release()`. */
function heldLoad(userId: string) {
  const held = gate();
  const load = vi.fn(async () => {
    await held.promise;
    return { auth: auth(userId), expiresAt: Number.MAX_SAFE_INTEGER };
  });
  return { load, release: () => held.resolve() };
}

describe("cachedSession", () => {
  it("resolves a burst of reads with one token in one load", async () => {
    const { load, release } = heldLoad("usr_burst");
    const token = `tok_${crypto.randomUUID()}`;
    const burst = Array.from({ length: 5 }, () => cachedSession(token, load, 0));
    release();
    const answers = await Promise.all(burst);
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers.every((a) => a?.user.id === "usr_burst")).toBe(true);
    await cachedSession(token, load, 1); // and then from the cache
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not hand a load that began before the user was touched to a later read", async () => {
    const { load, release } = heldLoad("usr_revoked");
    const token = `tok_${crypto.randomUUID()}`;
    const first = cachedSession(token, load, 0);
    touchViewer("usr_revoked"); // e.g. their sessions were revoked while the read was out
    const second = cachedSession(token, async () => null, 0);
    release();
    await first;
    expect(await second).toBeNull();
  });
});
