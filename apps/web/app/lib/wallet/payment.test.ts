import { paymentTotals } from "@ngoma/currency";
import { describe, expect, it } from "vitest";
import type { PaymentMethod } from "../api/contract";
import {
  canPay,
  feePercent,
  offersWalletBalance,
  type PaymentPurchase,
  PROCESSING_FEE_PERCENT,
  paymentAnswer,
  paymentRequest,
  preselectedMethod,
  purchaseType,
} from "./payment";
import { PAYMENT_TEXT } from "./payment-text";

const service: PaymentPurchase = { kind: "service", requestType: "beat_licence", item: { beat_id: "bt_1" } };
const topup: PaymentPurchase = { kind: "topup", reference: "INV-7" };

const method = (id: string, is_default = false) => ({ id, is_default }) as PaymentMethod;

describe("the Payment modal's rules", () => {
  it("preselects the default, else the first, else the wallet when it covers, else nothing", () => {
    expect(preselectedMethod([method("a"), method("b", true)])).toBe("b");
    expect(preselectedMethod([method("a"), method("b")])).toBe("a");
    expect(preselectedMethod([], true)).toBe("wallet");
    expect(preselectedMethod([])).toBeNull();
  });

  it("adds the 2 % fee to a service payment and none to a top-up", () => {
    expect(paymentTotals(2500, feePercent(service))).toEqual({
      subtotal: 2500,
      processingFee: 50,
      processingFeePercent: 2,
      total: 2550,
    });
    expect(paymentTotals(2500, feePercent(topup))).toMatchObject({ processingFee: 0, total: 2500 });
    expect(feePercent({ ...service, feePercent: 0 })).toBe(0);
    expect(offersWalletBalance(service)).toBe(true);
    expect(offersWalletBalance(topup)).toBe(false);
  });

  it("disables Pay while processing or with no selection", () => {
    expect(canPay({ processing: false, selected: "a" })).toBe(true);
    expect(canPay({ processing: true, selected: "a" })).toBe(false);
    expect(canPay({ processing: false, selected: null })).toBe(false);
  });

  it("pays a top-up through /user/wallet/topup with the amount, the method and what was given", () => {
    const totals = paymentTotals(2500, 0);
    expect(paymentRequest(topup, totals, "pm_1")).toEqual({
      endpoint: "POST /user/wallet/topup",
      body: { amount: 2500, payment_method_id: "pm_1", payment_reference: "INV-7" },
    });
    expect(paymentRequest({ kind: "topup", description: "Rent" }, totals, "pm_1").body).toEqual({
      amount: 2500,
      payment_method_id: "pm_1",
      description: "Rent",
    });
    expect(purchaseType(topup)).toBe("topup");
  });

  it("pays a service through make-service-payment with the item and the totals as JSON strings", () => {
    const request = paymentRequest(service, paymentTotals(2500, PROCESSING_FEE_PERCENT), "wallet");
    expect(request.endpoint).toBe("POST /user/account/make-service-payment");
    const body = request.body as { request_type: string; data: string; payment_data: string };
    expect(body.request_type).toBe("beat_licence");
    expect(JSON.parse(body.data)).toEqual({ beat_id: "bt_1" });
    expect(JSON.parse(body.payment_data)).toEqual({
      amount: 2550,
      subtotal: 2500,
      processingFee: 50,
      processingFeePercent: 2,
      paymentMethodId: "wallet",
    });
    expect(purchaseType(service)).toBe("beat_licence");
  });

  it("reads the answer: done, pending at the provider, or failed in the §8 words", () => {
    expect(paymentAnswer(topup, { ok: true, status: 200, data: { id: "op", status: "completed" } })).toEqual({
      kind: "done",
      text: PAYMENT_TEXT.toppedUp,
      operation: { id: "op", status: "completed" },
    });
    expect(paymentAnswer(service, { ok: true, status: 200, data: {}, msg: "Paid" })).toMatchObject({
      kind: "done",
      text: "Paid",
    });
    expect(paymentAnswer(topup, { ok: true, status: 202, data: { id: "op", status: "pending" } }).kind).toBe(
      "pending",
    );
    const failed = (result: Parameters<typeof paymentAnswer>[1]) => paymentAnswer(topup, result);
    expect(
      failed({ ok: false, status: 422, code: "VALIDATION", fieldErrors: { amount: ["Too much."] } }),
    ).toEqual({ kind: "failed", text: "Too much." });
    expect(
      failed({
        ok: false,
        status: 422,
        code: "PAYMENT_FAILED",
        msg: "Your card was declined.",
        fieldErrors: {},
      }),
    ).toEqual({ kind: "failed", text: "Your card was declined." });
    expect(failed({ ok: false, status: 402, code: "PAYMENT_DECLINED", fieldErrors: {} })).toEqual({
      kind: "failed",
      text: PAYMENT_TEXT.failed,
    });
  });
});
