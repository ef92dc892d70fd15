import { describe, expect, it } from "vitest";
import { call } from "../test-support/client";
import { creator, studioTrack } from "../test-support/studio-fixtures";
import { adminAccount } from "../test-support/upgrade-fixtures";

/*
 * Spec §7 writes lists as `…/list`. Id parameters match only ids (kit/params), so the word `list` can
 * never be read as an id whatever the mount order, and every list answers at `…/list` as at its base.
 */

describe("…/list paths", () => {
  it("the creator's albums and tracks and the admin's applications answer at …/list as at their base", async () => {
    const owner = await creator();
    await studioTrack(owner);
    const admin = await adminAccount();
    for (const [base, token] of [
      ["/creator/music-albums", owner.token],
      ["/creator/music-tracks", owner.token],
      ["/admin/user-applications", admin.token],
      ["/admin/music-genres", admin.token],
    ] as const) {
      const list = await call(`${base}/list`, { token });
      expect(list.status, base).toBe(200);
      expect(list.json, base).toEqual((await call(base, { token })).json);
    }
  });

  it("a word where an id goes is no id: `GET …/{id}` never sees it", async () => {
    const owner = await creator();
    const res = await call("/creator/music-tracks/not-an-id", { token: owner.token });
    expect(res.status).toBe(404);
    const metrics = await call("/creator/music-tracks/metrics", { token: owner.token });
    expect(metrics.status).toBe(200);
  });
});
