// Bulk approve's one sentence for many answers: the api's own words for one listing, a count for several,
// and on any failure how many went through, how many did not and the first refusal's reason.
import { describe, expect, it } from "vitest";
import { bulkOutcomeLine, inPool, summariseBulkApprove } from "./bulk";

const NOT_FOUND = "Track for sale not found";

describe("summariseBulkApprove", () => {
  it("says the api's sentence for one listing and counts several", () => {
    expect(summariseBulkApprove([{ id: "a", ok: true, msg: "Track for sale approved" }])).toEqual({
      ok: true,
      msg: "Track for sale approved",
      approved: ["a"],
      failed: [],
    });
    const three = summariseBulkApprove(["a", "b", "c"].map((id) => ({ id, ok: true })));
    expect(three).toMatchObject({ ok: true, msg: "3 tracks for sale approved", approved: ["a", "b", "c"] });
  });

  it("reports a partial failure with the counts and the first refusal", () => {
    const out = summariseBulkApprove([
      { id: "a", ok: true },
      { id: "b", ok: false, msg: NOT_FOUND },
      { id: "c", ok: true },
      { id: "d", ok: false },
    ]);
    expect(out.ok).toBe(false);
    expect(out.msg).toBe(`2 of 4 approved. 2 failed: ${NOT_FOUND}`);
    expect(out.approved).toEqual(["a", "c"]);
    expect(out.failed).toEqual([
      { id: "b", msg: NOT_FOUND },
      { id: "d", msg: "The music service could not answer." },
    ]);
    expect(bulkOutcomeLine(out)).toBe("2 approved, 2 failed.");
  });

  it("gives one failed listing's refusal as it is, and says when none went through", () => {
    expect(summariseBulkApprove([{ id: "a", ok: false, msg: NOT_FOUND }]).msg).toBe(NOT_FOUND);
    const none = summariseBulkApprove([
      { id: "a", ok: false, msg: NOT_FOUND },
      { id: "b", ok: false, msg: "Forbidden" },
    ]);
    expect(none.msg).toBe(`0 of 2 approved. 2 failed: ${NOT_FOUND}`);
    expect(bulkOutcomeLine({ approved: ["a"], failed: [] })).toBe("1 approved.");
  });
});

describe("inPool", () => {
  it("keeps the items' order and never runs more than `size` at once", async () => {
    let running = 0;
    let most = 0;
    const out = await inPool([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
    expect(await inPool([], 4, async (n: number) => n)).toEqual([]);
  });
});
