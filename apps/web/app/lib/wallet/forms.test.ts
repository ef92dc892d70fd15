import { describe, expect, it } from "vitest";
import { limitsForm, parseForm, pinForm, topupBody, topupForm, withdrawForm } from "./forms";

describe("wallet forms", () => {
  it("reads a top-up in dollars as cents and keeps the key out of the body", () => {
    const parsed = parseForm(topupForm, {
      amount: "1,250.50",
      payment_method_id: "pm_1",
      payment_reference: " ",
      idempotency_key: "k1",
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(topupBody(parsed.data)).toEqual({ amount: 125_050, payment_method_id: "pm_1" });
  });

  it("refuses zero, negative, fractional-cent, text and too large top-ups with a message on amount", () => {
    for (const amount of ["0", "-5", "1.234", "abc", "10000.01", "0.99", ""]) {
      const parsed = parseForm(topupForm, { amount, payment_method_id: "pm", idempotency_key: "k" });
      expect(parsed.ok, amount).toBe(false);
      if (!parsed.ok) expect(parsed.fieldErrors.amount?.[0], amount).toBeTruthy();
    }
  });

  it("asks for a method and a PIN of 4 to 6 digits on a withdrawal", () => {
    const parsed = parseForm(withdrawForm, { amount: "5", pin: "12", idempotency_key: "k" });
    expect(parsed).toMatchObject({
      ok: false,
      fieldErrors: {
        payment_method_id: ["Choose where to send the money."],
        pin: ["Enter a PIN of 4 to 6 digits."],
      },
    });
  });

  it("needs the PIN typed twice the same", () => {
    expect(parseForm(pinForm, { pin: "4826", pin_confirm: "4827" })).toMatchObject({
      ok: false,
      fieldErrors: { pin_confirm: ["The two PINs differ."] },
    });
    expect(parseForm(pinForm, { pin: "4826", pin_confirm: "4826" }).ok).toBe(true);
  });

  it("reads limits in dollars", () => {
    expect(parseForm(limitsForm, { daily_limit: "500", monthly_limit: "2,000" })).toEqual({
      ok: true,
      data: { daily_limit: 50_000, monthly_limit: 200_000 },
    });
  });
});
