import { describe, expect, it } from "vitest";
import { DEFAULT_MONEY, type MoneySettings } from "../money/format-money";
import { limitsForm, parseForm, pinForm, topupForm, withdrawForm } from "./forms";

const USD: MoneySettings = DEFAULT_MONEY;
const UGX: MoneySettings = {
  ...DEFAULT_MONEY,
  currency: "UGX",
  rates: { ...DEFAULT_MONEY.rates, UGX: 3685 },
};

describe("wallet forms", () => {
  it("reads a top-up in the user's currency as US cents, an empty reference left out", () => {
    const parsed = parseForm(topupForm(USD), { amount: "1,250.50", payment_reference: " " });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toEqual({ amount: 125_050 });
    expect(parseForm(topupForm(UGX), { amount: "92,125", description: "Rent" })).toEqual({
      ok: true,
      data: { amount: 2500, description: "Rent" },
    });
  });

  it("refuses zero, negative, fractional-cent, text and too large top-ups with a message on amount", () => {
    for (const amount of ["0", "-5", "1.234", "abc", "10000.01", "0.99", ""]) {
      const parsed = parseForm(topupForm(USD), { amount });
      expect(parsed.ok, amount).toBe(false);
      if (!parsed.ok) expect(parsed.fieldErrors.amount?.[0], amount).toBeTruthy();
    }
  });

  it("says a top-up's bounds and format in the user's currency", () => {
    const plain = (parsed: ReturnType<typeof parseForm>) =>
      parsed.ok ? "" : (parsed.fieldErrors.amount?.[0] ?? "").replace(/[\u00a0\u202f]/g, " ");
    expect(plain(parseForm(topupForm(UGX), { amount: "3,000" }))).toBe("Amount must be at least UGX 3,685.");
    expect(plain(parseForm(topupForm(UGX), { amount: "1.5" }))).toBe(
      "Amount must be an amount in UGX, e.g. UGX 92,125.",
    );
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
