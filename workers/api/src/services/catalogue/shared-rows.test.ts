import { describe, expect, it, vi } from "vitest";
import { gate } from "../../test-support/gate";
import { forgetSharedRow, SHARED_ROW_TTL_MS, sharedRows } from "./shared-rows";

const row = (id: string, listed = 1, owner = "usr_owner") => ({ id, listed, owner, title: `t-${id}` });
type Row = ReturnType<typeof row>;
const notMine = () => false;

describe("sharedRows", () => {
  it("loads only the rows it has not shared yet, and shares listed rows only", async () => {
    const load = vi.fn(async (ids: readonly string[]) => ids.map((id) => row(id, id === "hidden" ? 0 : 1)));
    await sharedRows("k1", ["a", "hidden"], true, load, notMine, 0);
    const again = await sharedRows("k1", ["a", "hidden", "b"], true, load, notMine, 1);
    expect(load).toHaveBeenLastCalledWith(["hidden", "b"]);
    expect(again.map((r) => r.id).sort()).toEqual(["a", "b", "hidden"]);
  });

  it("never shares when told not to, and expires after the TTL", async () => {
    const load = vi.fn(async (ids: readonly string[]) => ids.map((id) => row(id)));
    await sharedRows("k2", ["a"], false, load, notMine, 0);
    await sharedRows("k2", ["a"], false, load, notMine, 1);
    expect(load).toHaveBeenCalledTimes(2);
    await sharedRows("k2", ["a"], true, load, notMine, 0);
    await sharedRows("k2", ["a"], true, load, notMine, SHARED_ROW_TTL_MS - 1);
    expect(load).toHaveBeenCalledTimes(3);
    await sharedRows("k2", ["a"], true, load, notMine, SHARED_ROW_TTL_MS + 1);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("always reloads the viewer's own rows and forgotten rows", async () => {
    const load = vi.fn(async (ids: readonly string[]) => ids.map((id) => row(id)));
    await sharedRows("k3", ["a"], true, load, notMine, 0);
    await sharedRows("k3", ["a"], true, load, (r: Row) => r.owner === "usr_owner", 1);
    expect(load).toHaveBeenCalledTimes(2);
    forgetSharedRow("k3", "a");
    await sharedRows("k3", ["a"], true, load, notMine, 2);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("does not share rows whose load overlapped a write (they may predate it)", async () => {
    const held = gate();
    const slow = vi.fn(async (ids: readonly string[]) => {
      await held.promise;
      return ids.map((id) => row(id));
    });
    const reading = sharedRows("k4", ["a"], true, slow, notMine, 0);
    forgetSharedRow("k4", "a"); // a like lands while the read is out
    held.resolve();
    await reading;
    const load = vi.fn(async (ids: readonly string[]) => ids.map((id) => row(id)));
    await sharedRows("k4", ["a"], true, load, notMine, 1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets concurrent misses join one load, taking only what a cache hit could give them", async () => {
    const held = gate();
    const first = vi.fn(async (ids: readonly string[]) => {
      await held.promise;
      return ids.map((id) => row(id, id === "hidden" ? 0 : 1, id === "theirs" ? "usr_joiner" : "usr_owner"));
    });
    const reading = sharedRows("k5", ["a", "b", "hidden", "theirs"], true, first, notMine, 0);
    const joiner = vi.fn(async (ids: readonly string[]) => ids.map((id) => row(id, 0, "usr_joiner")));
    const joining = sharedRows(
      "k5",
      ["a", "b", "hidden", "theirs"],
      true,
      joiner,
      (r: Row) => r.owner === "usr_joiner",
      0,
    );
    const alone = vi.fn(async (ids: readonly string[]) => ids.map((id) => row(id)));
    await sharedRows("k5", ["c"], true, alone, notMine, 0); // nobody is loading "c"
    held.resolve();
    await reading;
    const joined = await joining;
    expect(first).toHaveBeenCalledTimes(1);
    // The joiner re-read only the row that was not listed and the one that is its own.
    expect(joiner).toHaveBeenCalledTimes(1);
    expect([...(joiner.mock.calls[0]?.[0] ?? [])].sort()).toEqual(["hidden", "theirs"]);
    expect(joined.map((r) => r.id).sort()).toEqual(["a", "b", "hidden", "theirs"]);
    expect(alone).toHaveBeenCalledWith(["c"]);
  });

  it("never joins a load that began before a write (it may predate it)", async () => {
    const held = gate();
    const slow = vi.fn(async (ids: readonly string[]) => {
      await held.promise;
      return ids.map((id) => row(id));
    });
    const reading = sharedRows("k6", ["a"], true, slow, notMine, 0);
    forgetSharedRow("k6", "a");
    const fresh = vi.fn(async (ids: readonly string[]) => ids.map((id) => ({ ...row(id), title: "new" })));
    const later = sharedRows("k6", ["a"], true, fresh, notMine, 0);
    held.resolve();
    await reading;
    expect((await later)[0]?.title).toBe("new");
    expect(fresh).toHaveBeenCalledTimes(1);
  });
});
