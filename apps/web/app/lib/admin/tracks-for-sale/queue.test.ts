// The queue's URL: it opens on pending listings with a clean URL, "all" lifts the approval filter, the
// api never receives a value it would refuse, and only listings not yet approved can be bulk approved.
import { describe, expect, it } from "vitest";
import { readTableState, tableSearch } from "../table-state";
import { approvalBadge, canApprove, isPendingView, QUEUE_TABLE, queueApiQuery } from "./queue";

const state = (search: string) => readTableState(new URLSearchParams(search), QUEUE_TABLE);

describe("the tracks-for-sale queue's URL", () => {
  it("asks for pending listings when the URL names no approval", () => {
    expect(queueApiQuery(state(""))).toEqual({ page: "1", per_page: "10", approval: "pending" });
    expect(isPendingView(state(""))).toBe(true);
    // "pending" spelled out reads the same as the default, and stays out of the URL.
    expect(state("approval=pending").filters).toEqual({});
    expect(tableSearch(state("approval=pending&page=2"), QUEUE_TABLE)).toBe("?page=2");
  });

  it("passes the other filters through and lifts the approval filter for 'all'", () => {
    expect(queueApiQuery(state("approval=rejected&seller_id=usr_1&q=%20kora%20&status=0"))).toEqual({
      page: "1",
      per_page: "10",
      status: "0",
      q: "kora",
      approval: "rejected",
      seller_id: "usr_1",
    });
    expect(queueApiQuery(state("approval=all"))).toEqual({ page: "1", per_page: "10" });
    expect(isPendingView(state("approval=all"))).toBe(false);
  });

  it("reads an unknown approval or status as unset, and takes no sort (the api has none)", () => {
    expect(queueApiQuery(state("approval=maybe&status=7&sort=title"))).toEqual({
      page: "1",
      per_page: "10",
      approval: "pending",
    });
  });

  it("names each approval and lets only the unapproved be approved in bulk", () => {
    expect(approvalBadge("pending")).toEqual({ label: "Waiting", tone: "badge badge--warn" });
    expect(approvalBadge("rejected").tone).toContain("admin-badge--bad");
    expect([canApprove({ approval: "pending" }), canApprove({ approval: "rejected" })]).toEqual([true, true]);
    expect(canApprove({ approval: "approved" })).toBe(false);
  });
});
