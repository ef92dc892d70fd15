import { paymentTotals } from "@ngoma/currency";
import { describe, expect, it } from "vitest";
import { feePercent, paymentRequest } from "../wallet/payment";
import {
  applicationStatusLabel,
  canCancel,
  grantingApplication,
  isOpen,
  openApplicationFor,
  resubmitAfter,
  upgradeCheckout,
} from "./applications";
import { changesRoles } from "./role-change";
import { application } from "./test-fixtures";

describe("the upgrade fee's hand-off to the Payment modal", () => {
  it("pays an awaiting application's fee as account_upgrade with its id, at no added fee", () => {
    const checkout = upgradeCheckout(application());
    expect(checkout).toEqual({
      purchase: {
        kind: "service",
        requestType: "account_upgrade",
        item: { application_id: "uap_1" },
        feePercent: 0,
      },
      amount: 500,
      description: "Account upgrade: Promoter",
    });
    if (!checkout) return;
    const totals = paymentTotals(checkout.amount, feePercent(checkout.purchase));
    expect(totals.total).toBe(500);
    const { endpoint, body } = paymentRequest(checkout.purchase, totals, "wallet");
    expect(endpoint).toBe("POST /user/account/make-service-payment");
    expect(body).toMatchObject({ request_type: "account_upgrade" });
    const sent = body as { data: string; payment_data: string };
    expect(JSON.parse(sent.data)).toEqual({ application_id: "uap_1" });
    expect(JSON.parse(sent.payment_data)).toEqual({
      amount: 500,
      subtotal: 500,
      processingFee: 0,
      processingFeePercent: 0,
      paymentMethodId: "wallet",
    });
  });

  it("has nothing to pay once pending, or for a free type", () => {
    expect(upgradeCheckout(application({ status: "pending" }))).toBeNull();
    expect(upgradeCheckout(application({ fee_cents: 0 }))).toBeNull();
  });
});

describe("an application on the applicant's page", () => {
  it("can be cancelled only while open", () => {
    expect(canCancel({ status: "awaiting_payment" })).toBe(true);
    expect(canCancel({ status: "pending" })).toBe(true);
    for (const status of ["approved", "rejected", "cancelled"] as const) {
      expect(canCancel({ status })).toBe(false);
      expect(isOpen({ status })).toBe(false);
    }
    expect(isOpen({ status: "pending" })).toBe(true);
    expect(applicationStatusLabel("pending")).toBe("Pending review");
  });

  it("says when a rejected type can be applied for again, only while that date is ahead", () => {
    const now = Date.parse("2026-11-24T00:00:00Z");
    const rejected = application({ status: "rejected", resubmit_after: "2026-11-27T09:00:00Z" });
    expect(resubmitAfter(rejected, now)?.toISOString()).toBe("2026-11-27T09:00:00.000Z");
    expect(resubmitAfter(rejected, Date.parse("2026-11-28T00:00:00Z"))).toBeNull();
    expect(resubmitAfter({ ...rejected, status: "approved" }, now)).toBeNull();
  });

  it("finds the open application of a type, and reads a decision's live notification", () => {
    const list = [application({ id: "a", status: "rejected" }), application({ id: "b", status: "pending" })];
    expect(openApplicationFor(list, "uty_promoter")?.id).toBe("b");
    expect(openApplicationFor(list, "uty_artist")).toBeUndefined();
    expect(changesRoles({ type: "AccountUpgrade" })).toBe(true);
    expect(changesRoles({ type: "AccountRoles" })).toBe(true);
    expect(changesRoles({ type: "Wallet" })).toBe(false);
  });
});

describe("the promoter area's front page", () => {
  it("names the latest approved application that granted the role, and none when an admin granted it", () => {
    const older = application({ id: "a", status: "approved", decided_at: "2026-01-02T00:00:00Z" });
    const newer = application({ id: "b", status: "approved", decided_at: "2026-03-02T00:00:00Z" });
    const artist = application({
      id: "c",
      status: "approved",
      decided_at: "2026-04-02T00:00:00Z",
      type: { id: "uty_artist", title: "Artist", grants_role: "creator", creator_kind: "artist" },
    });
    const pending = application({ id: "d", status: "pending" });
    expect(grantingApplication([older, artist, newer, pending], "promoter")?.id).toBe("b");
    expect(grantingApplication([artist, pending], "promoter")).toBeUndefined();
  });
});
