import { describe, expect, it } from "vitest";
import { parseForm } from "../form-parse";
import type { MoneySettings } from "../money/format-money";
import { DEFAULT_MONEY } from "../money/money-settings";
import { limitsForm, pinForm, topupForm, withdrawForm } from "./forms";

const USD: MoneySettings = DEFAULT_MONEY;
const UGX: MoneySettings = {
  ...DEFAULT_MONEY,
  currency: "UGX",
  minorUnits: 0,
  rates: { ...DEFAULT_MONEY.rates, UGX: 3685 },
};
const EUR: MoneySettings = {
  ...DEFAULT_MONEY,
  currency: "EUR",
  rates: { ...DEFAULT_MONEY.rates, EUR: 0.935 },
};
const plain = (parsed: ReturnType<typeof parseForm>, field: string) =>
  parsed.ok ? "" : (parsed.fieldErrors[field]?.[0] ?? "").replace(/[\u00a0\u202f]/g, " ");

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
    const parsed = parseForm(withdrawForm(USD), { amount: "5", pin: "12", idempotency_key: "k" });
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
    expect(parseForm(limitsForm(USD), { daily_limit: "500", monthly_limit: "2,000" })).toEqual({
      ok: true,
      data: { daily_limit: 50_000, monthly_limit: 200_000 },
    });
  });

  it("reads a withdrawal in the user's currency as US cents, its minimum said in that currency", () => {
    const withdrawal = { payment_method_id: "pm_1", pin: "4826", idempotency_key: "k" };
    expect(parseForm(withdrawForm(UGX), { ...withdrawal, amount: "18,425" })).toEqual({
      ok: true,
      data: { ...withdrawal, amount: 500 },
    });
    expect(plain(parseForm(withdrawForm(UGX), { ...withdrawal, amount: "3,000" }), "amount")).toBe(
      "Amount must be at least UGX 3,685.",
    );
    expect(plain(parseForm(withdrawForm(UGX), { ...withdrawal, amount: "5.5" }), "amount")).toBe(
      "Amount must be an amount in UGX, e.g. UGX 92,125.",
    );
    expect(plain(parseForm(withdrawForm(UGX), { ...withdrawal, amount: " " }), "amount")).toBe(
      "Enter the amount.",
    );
  });

  it("withdraws exactly the amount shown when it is typed back, where a euro cent covers two US cents", () => {
    const withdrawal = { payment_method_id: "pm_1", pin: "4826", idempotency_key: "k" };
    // 100 and 101 US cents both show as €0.94, which alone reads back as 101 (0.94 / 0.935 = 1.0053).
    expect(parseForm(withdrawForm(EUR), { ...withdrawal, amount: "0.94" })).toMatchObject({
      data: { amount: 101 },
    });
    expect(
      parseForm(withdrawForm(EUR), { ...withdrawal, amount: "0.94", amount_shown: "100" }),
    ).toMatchObject({
      data: { amount: 100 },
    });
    // Another amount than the one shown is read on its own.
    expect(
      parseForm(withdrawForm(EUR), { ...withdrawal, amount: "0.95", amount_shown: "100" }),
    ).toMatchObject({
      data: { amount: 102 },
    });
  });

  it("reads limits in the user's currency, within the platform's maximums said in that currency", () => {
    expect(parseForm(limitsForm(UGX), { daily_limit: "7,370,000", monthly_limit: "36,850,000" })).toEqual({
      ok: true,
      data: { daily_limit: 200_000, monthly_limit: 1_000_000 },
    });
    const tooHigh = parseForm(limitsForm(UGX), { daily_limit: "18,430,000", monthly_limit: "184,300,000" });
    expect(plain(tooHigh, "daily_limit")).toBe("Daily limit must be at most UGX 18,425,000.");
    expect(plain(tooHigh, "monthly_limit")).toBe("Monthly limit must be at most UGX 184,250,000.");
    expect(
      plain(parseForm(limitsForm(UGX), { daily_limit: "1,000", monthly_limit: "36,850,000" }), "daily_limit"),
    ).toBe("Daily limit must be at least UGX 3,685.");
    expect(
      plain(
        parseForm(limitsForm(UGX), { daily_limit: "7,370,000", monthly_limit: "3,685,000" }),
        "monthly_limit",
      ),
    ).toBe("Monthly limit must be at least the daily limit.");
  });

  it("keeps a limit left as shown exactly, so an unchanged form raises nothing", () => {
    // $1,234.54 shows as €1,154.29, which alone reads back as 123,453 cents.
    const form = { daily_limit: "1,154.29", monthly_limit: "9,350.00" };
    expect(parseForm(limitsForm(EUR), form)).toMatchObject({ data: { daily_limit: 123_453 } });
    expect(
      parseForm(limitsForm(EUR), { ...form, daily_limit_shown: "123454", monthly_limit_shown: "1000000" }),
    ).toEqual({ ok: true, data: { daily_limit: 123_454, monthly_limit: 1_000_000 } });
  });
});
