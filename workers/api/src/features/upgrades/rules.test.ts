import { describe, expect, it } from "vitest";
import {
  applyMessage,
  cancellable,
  cooldownMessage,
  decidedStatus,
  decisionMessage,
  deletable,
  evidenceProblem,
  feeDestination,
  grantOf,
  holdsGrant,
  initialStatus,
  monthStart,
  resubmitAfter,
  resubmitAfterOf,
} from "./rules";

const at = (iso: string) => new Date(iso);

describe("upgrade rules", () => {
  it("maps a type to the user_roles row it grants", () => {
    expect(grantOf({ grantsRole: "promoter", creatorKind: null })).toEqual({ role: "promoter", kind: "" });
    expect(grantOf({ grantsRole: "creator", creatorKind: "producer" })).toEqual({
      role: "creator",
      kind: "producer",
    });
  });

  it("knows when the user already holds the grant, kind included", () => {
    const roles = [{ role: "creator", kind: "artist" }];
    expect(holdsGrant(roles, { role: "creator", kind: "artist" })).toBe(true);
    expect(holdsGrant(roles, { role: "creator", kind: "producer" })).toBe(false);
    expect(holdsGrant(roles, { role: "promoter", kind: "" })).toBe(false);
  });

  it("lets a rejected type be applied for again 7 days after the decision, not a moment before", () => {
    const decided = at("2025-03-01T10:00:00Z");
    expect(resubmitAfter(decided).toISOString()).toBe("2025-03-08T10:00:00.000Z");
    expect(cooldownMessage("Promoter", decided, at("2025-03-08T09:59:59Z"))).toBe(
      "Your last application for Promoter was rejected. You can apply again from 2025-03-08.",
    );
    expect(cooldownMessage("Promoter", decided, at("2025-03-08T10:00:00Z"))).toBeNull();
    expect(cooldownMessage("Promoter", null, decided)).toBeNull();
    expect(resubmitAfterOf("rejected", decided)?.toISOString()).toBe("2025-03-08T10:00:00.000Z");
    expect(resubmitAfterOf("approved", decided)).toBeNull();
  });

  it("asks for evidence only where the type needs it", () => {
    expect(evidenceProblem(true, [])).toMatch(/at least one link/);
    expect(evidenceProblem(true, ["https://x.example"])).toBeNull();
    expect(evidenceProblem(false, [])).toBeNull();
  });

  it("starts a free application pending and a paid one awaiting payment, with the right message", () => {
    expect(initialStatus(0)).toBe("pending");
    expect(initialStatus(500)).toBe("awaiting_payment");
    expect(applyMessage("pending")).toBe("Upgrade Request Submitted Successfully");
    expect(applyMessage("awaiting_payment")).toBe("Pay the fee to send your application.");
  });

  it("answers each decision with its own status and message", () => {
    expect(decidedStatus("approve")).toBe("approved");
    expect(decidedStatus("reject")).toBe("rejected");
    expect(decisionMessage("approve")).toBe("Application approved");
    expect(decisionMessage("reject")).toBe("Application rejected");
  });

  it("sends a held fee to fees on approval and back to the wallet otherwise; nothing when none is held", () => {
    const paid = { status: "pending" as const, feeCents: 500 };
    expect(feeDestination(paid, "approved")).toBe("fees");
    expect(feeDestination(paid, "rejected")).toBe("wallet");
    expect(feeDestination(paid, "cancelled")).toBe("wallet");
    expect(feeDestination({ status: "pending", feeCents: 0 }, "approved")).toBeNull();
    expect(feeDestination({ status: "awaiting_payment", feeCents: 500 }, "cancelled")).toBeNull();
  });

  it("deletes only what is over and cancels only what is open", () => {
    expect(["approved", "rejected", "cancelled"].every((s) => deletable(s as never))).toBe(true);
    expect(deletable("pending")).toBe(false);
    expect(deletable("awaiting_payment")).toBe(false);
    expect(cancellable("pending")).toBe(true);
    expect(cancellable("awaiting_payment")).toBe(true);
    expect(cancellable("rejected")).toBe(false);
  });

  it("starts the month at midnight UTC on the 1st", () => {
    expect(monthStart(at("2025-02-28T23:59:59Z")).toISOString()).toBe("2025-02-01T00:00:00.000Z");
  });
});
