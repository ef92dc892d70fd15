import { describe, expect, it } from "vitest";
import type { WalletOperation } from "../api/contract";
import { idempotencyHeader, keySpent } from "./idempotency";
import { APPROVE_ON_PHONE, isUnsettled, operationOutcome, statusTone, walletOperationOf } from "./operations";

const op: WalletOperation = {
  id: "op_1",
  type: "topup",
  status: "pending",
  amount: 1000,
  fee: 0,
  signed_amount: 1000,
  balance_after: null,
  reference: null,
  description: null,
  counterparty: null,
  payment_method: { id: "pm", name: "My MTN", type: "yopaymentsug" },
  failure_reason: null,
  review_reason: null,
  next_action: "approve_on_phone",
  cancellable: false,
  created_at: "2026-11-24T06:00:00Z",
  settled_at: null,
};

describe("wallet operations", () => {
  it("reads the operation of a Wallet notification only", () => {
    const live = {
      id: null,
      created_at: null,
      msg: "Top-up completed",
      type: "Wallet",
      data: { operation: op },
    };
    expect(walletOperationOf(live)?.id).toBe("op_1");
    expect(walletOperationOf({ ...live, type: "Security" })).toBeNull();
    expect(walletOperationOf({ ...live, data: { operation: "op_1" } })).toBeNull();
  });

  it("says to approve on the phone while pending, the §8 text when done, and why it failed", () => {
    expect(operationOutcome(op)).toEqual({ kind: "info", text: APPROVE_ON_PHONE });
    expect(operationOutcome({ ...op, status: "completed" })).toEqual({
      kind: "success",
      text: "Wallet topped up successfully",
    });
    expect(operationOutcome({ ...op, status: "failed", failure_reason: "Not approved." })).toEqual({
      kind: "error",
      text: "Not approved.",
    });
  });

  it("says why a payment waits in review, and keeps it unsettled and amber", () => {
    const review = { ...op, status: "review" as const, review_reason: "No word from the provider." };
    expect(operationOutcome(review)).toEqual({ kind: "info", text: "No word from the provider." });
    expect(isUnsettled(review)).toBe(true);
    expect(isUnsettled({ status: "failed" })).toBe(false);
    expect(statusTone("review")).toBe("badge badge--warn");
  });
});

describe("idempotency keys", () => {
  it("keeps the key only when nothing is known to have happened", () => {
    expect(keySpent({ ok: true })).toBe(true);
    expect(keySpent({ ok: false, code: "VALIDATION" })).toBe(true);
    expect(keySpent({ ok: false, code: "INSUFFICIENT_FUNDS" })).toBe(true);
    for (const code of ["NETWORK", "TIMEOUT", "INTERNAL", "CONFLICT"]) {
      expect(keySpent({ ok: false, code }), code).toBe(false);
    }
  });

  it("sends the form's key as the header, and none for a missing or oversized one", () => {
    const form = new FormData();
    expect(idempotencyHeader(form)).toBeUndefined();
    form.set("idempotency_key", "k".repeat(256));
    expect(idempotencyHeader(form)).toBeUndefined();
    form.set("idempotency_key", "abc");
    expect(idempotencyHeader(form)).toEqual({ "Idempotency-Key": "abc" });
  });
});
