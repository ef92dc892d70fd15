import { describe, expect, it } from "vitest";
import type { MyLicence } from "../api/contract";
import { beatCheckout, licenceBought, readRefusal } from "./purchase";

const licence = (id: string, beatId: string, tier: MyLicence["tier"]): MyLicence => ({
  id,
  beat: { id: beatId, title: "Night Drive", producer: "Kato" },
  tier,
  order_id: `ord_${id}`,
  price_cents: 2999,
  fee_cents: 60,
  contract_url: `/api/v1/creator/beat-tracks/licences/contract/${id}`,
  downloads: [],
  created_at: "2026-11-20T10:00:00Z",
});

describe("buying a beat licence", () => {
  it("pays the beat_licence service from the wallet only, for the beat and the tier", () => {
    expect(beatCheckout({ id: "bt_1", title: "Night Drive" }, "premium", 4999)).toEqual({
      purchase: {
        kind: "service",
        requestType: "beat_licence",
        item: { beat_id: "bt_1", tier: "premium" },
        walletOnly: true,
      },
      amount: 4999,
      description: 'Premium licence of "Night Drive", paid from your wallet balance.',
    });
    expect(beatCheckout({ id: "bt_1", title: null }, "basic", 100).description).toContain("this beat");
  });

  it("reads a 409 as sold exclusively meanwhile or as a licence already held, a 422 as the api's reason", () => {
    expect(readRefusal({ status: 409, msg: "This beat was sold exclusively.", fieldErrors: {} })?.kind).toBe(
      "sold",
    );
    expect(readRefusal({ status: 409, msg: "You already hold this licence.", fieldErrors: {} })?.kind).toBe(
      "held",
    );
    expect(readRefusal({ status: 422, fieldErrors: { data: ["You cannot buy your own beat."] } })).toEqual({
      kind: "refused",
      text: "You cannot buy your own beat.",
    });
    expect(readRefusal({ status: 0, msg: "Network error", fieldErrors: {} })).toBeNull();
  });

  it("finds the licence just bought among the buyer's, newest first", () => {
    const list = [licence("bl_3", "bt_1", "premium"), licence("bl_2", "bt_1", "basic")];
    expect(licenceBought(list, "bt_1", "basic")?.id).toBe("bl_2");
    expect(licenceBought(list, "bt_2", "basic")).toBeUndefined();
  });
});
