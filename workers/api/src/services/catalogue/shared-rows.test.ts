import { describe, expect, it, vi } from "vitest";
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
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = vi.fn(async (ids: readonly string[]) => {
      await gate;
      return ids.map((id) => row(id));
    });
    const reading = sharedRows("k4", ["a"], true, slow, notMine, 0);
    forgetSharedRow("k4", "a"); // a like lands while the read is out
    release();
    await reading;
    const load = vi.fn(async (ids: readonly string[]) => ids.map((id) => row(id)));
    await sharedRows("k4", ["a"], true, load, notMine, 1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
