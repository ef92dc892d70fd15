import { describe, expect, it } from "vitest";
import { AppError } from "../../kit/errors";
import { cardBrand, cardExpired, luhnValid, normaliseUgandaPhone } from "./card-rules";
import { METHOD_FIELDS, parseCreateFields, parseUpdateFields } from "./method-fields";
import { PAYMENT_METHOD_TYPES } from "./schema";
import { paymentTemplates } from "./templates";

const now = new Date(Date.UTC(2026, 10, 25));

/** The field messages of the 422 a parse throws. */
function fieldsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.status === 422) return error.fields ?? {};
    throw error;
  }
  throw new Error("expected a 422");
}

describe("card rules", () => {
  it("checks Luhn", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("")).toBe(false);
  });

  it("detects brands from the issuer prefix", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("discover");
    expect(cardBrand("3056930009020004")).toBe("diners");
    expect(cardBrand("3566002020360505")).toBe("jcb");
    expect(cardBrand("6200000000000005")).toBe("unionpay");
    expect(cardBrand("9999999999999995")).toBe("card");
  });

  it("keeps a card valid to the end of its expiry month", () => {
    expect(cardExpired(11, 2026, new Date(Date.UTC(2026, 10, 30, 23, 59)))).toBe(false);
    expect(cardExpired(11, 2026, new Date(Date.UTC(2026, 11, 1)))).toBe(true);
    expect(cardExpired(10, 2026, now)).toBe(true);
  });

  it("reads Uganda numbers in every common form as E.164 with their network", () => {
    for (const input of ["0772123456", "0772 123 456", "256772123456", "+256 772-123-456", "+256772123456"]) {
      expect(normaliseUgandaPhone(input)).toEqual({ ok: true, e164: "+256772123456", network: "MTN" });
    }
    expect(normaliseUgandaPhone("0761234567")).toMatchObject({ network: "MTN" });
    expect(normaliseUgandaPhone("0782345678")).toMatchObject({ network: "MTN" });
    expect(normaliseUgandaPhone("0701234567")).toMatchObject({ network: "Airtel" });
    expect(normaliseUgandaPhone("0741234567")).toMatchObject({ network: "Airtel" });
    expect(normaliseUgandaPhone("+256751234567")).toMatchObject({ network: "Airtel" });
  });

  it("refuses other networks, other countries and wrong lengths", () => {
    expect(normaliseUgandaPhone("0392123456")).toEqual({ ok: false, reason: "network" });
    expect(normaliseUgandaPhone("0712123456")).toEqual({ ok: false, reason: "network" });
    expect(normaliseUgandaPhone("+254712345678")).toEqual({ ok: false, reason: "format" });
    expect(normaliseUgandaPhone("077212345")).toEqual({ ok: false, reason: "format" });
    expect(normaliseUgandaPhone("+2567721234567")).toEqual({ ok: false, reason: "format" });
  });
});

describe("parseCreateFields", () => {
  const card = { card_number: "4242 4242 4242 4242", exp_month: "12", exp_year: "28", cvc: "123" };

  it("keeps a card's brand, last 4 and expiry, and hands the number and CVC aside", () => {
    const parsed = parseCreateFields("card", card, now);
    expect(parsed.details).toEqual({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2028 });
    expect(parsed.card).toEqual({ number: "4242424242424242", cvc: "123", expMonth: 12, expYear: 2028 });
    expect(JSON.stringify(parsed.details)).not.toContain("424242");
  });

  it("accepts numbers as well as strings and a card to the end of its month", () => {
    const parsed = parseCreateFields("card", { ...card, exp_month: 11, exp_year: 2026 }, now);
    expect(parsed.details).toMatchObject({ exp_month: 11, exp_year: 2026 });
  });

  it("refuses a bad Luhn, an expired card, a bad month and a CVC of the wrong length, by field", () => {
    expect(
      fieldsOf(() => parseCreateFields("card", { ...card, card_number: "4242 4242 4242 4241" }, now)),
    ).toEqual({
      card_number: ["This card number is not valid. Check it and try again."],
    });
    expect(
      fieldsOf(() => parseCreateFields("card", { ...card, card_number: "4242" }, now)).card_number,
    ).toEqual(["A card number has 12 to 19 digits."]);
    expect(
      fieldsOf(() => parseCreateFields("card", { ...card, exp_month: 10, exp_year: 2026 }, now)),
    ).toEqual({
      exp_month: ["This card has expired."],
    });
    expect(fieldsOf(() => parseCreateFields("card", { ...card, exp_month: "13" }, now))).toEqual({
      exp_month: ["The expiry month is 1 to 12."],
    });
    expect(fieldsOf(() => parseCreateFields("card", { ...card, cvc: "12" }, now)).cvc).toHaveLength(1);
    expect(
      fieldsOf(() => parseCreateFields("card", { ...card, card_number: "378282246310005", cvc: "123" }, now)),
    ).toEqual({ cvc: ["An American Express card has a 4 digit security code."] });
  });

  it("names every missing field and every field another type owns", () => {
    expect(fieldsOf(() => parseCreateFields("card", { phone_number: "0772123456" }, now))).toEqual({
      phone_number: ["This field is not allowed."],
      card_number: ["Card number is required."],
      exp_month: ["Expiry month is required."],
      exp_year: ["Expiry year is required."],
      cvc: ["Security code (CVC) is required."],
    });
  });

  it("stores mobile money as E.164 with its network and refuses non-Ugandan numbers", () => {
    expect(parseCreateFields("yopaymentsug", { phone_number: "0701 234 567" }, now).details).toEqual({
      phone_number: "+256701234567",
      network: "Airtel",
    });
    expect(fieldsOf(() => parseCreateFields("yopaymentsug", { phone_number: "+254712345678" }, now))).toEqual(
      {
        phone_number: ["Enter a Uganda mobile number, e.g. 0772 123 456 or +256 772 123 456."],
      },
    );
    expect(fieldsOf(() => parseCreateFields("yopaymentsug", { phone_number: "0392123456" }, now))).toEqual({
      phone_number: ["Use an MTN (076, 077, 078) or Airtel (070, 074, 075) mobile money number."],
    });
  });

  it("reads bank and PayPal fields", () => {
    expect(
      parseCreateFields(
        "bank",
        {
          bank_name: "Stanbic",
          account_name: "A. Musoke",
          account_number: "9030 0123 4567",
          swift: "sbicugkx",
        },
        now,
      ).details,
    ).toEqual({
      bank_name: "Stanbic",
      account_name: "A. Musoke",
      account_number: "903001234567",
      swift: "SBICUGKX",
    });
    expect(
      fieldsOf(() =>
        parseCreateFields("bank", { bank_name: "S", account_name: "A", account_number: "12" }, now),
      ),
    ).toEqual({
      account_number: ["An account number has 6 to 20 digits."],
    });
    expect(parseCreateFields("paypal", { paypal_email: "Me@Example.com" }, now).details).toEqual({
      paypal_email: "me@example.com",
    });
    expect(Object.keys(fieldsOf(() => parseCreateFields("paypal", { paypal_email: "nope" }, now)))).toEqual([
      "paypal_email",
    ]);
  });
});

describe("parseUpdateFields", () => {
  const stored = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2028 };

  it("changes a card's expiry but never its number", () => {
    expect(parseUpdateFields("card", stored, { exp_year: 2030 }, now).details).toEqual({
      ...stored,
      exp_year: 2030,
    });
    expect(
      fieldsOf(() => parseUpdateFields("card", stored, { card_number: "4242424242424242" }, now)),
    ).toEqual({
      card_number: ["This field cannot be changed."],
    });
    expect(fieldsOf(() => parseUpdateFields("card", stored, { exp_year: 2026, exp_month: 1 }, now))).toEqual({
      exp_month: ["This card has expired."],
    });
  });

  it("re-derives a changed number's network", () => {
    expect(
      parseUpdateFields(
        "yopaymentsug",
        { phone_number: "+256772123456", network: "MTN" },
        { phone_number: "0751234567" },
        now,
      ).details,
    ).toEqual({ phone_number: "+256751234567", network: "Airtel" });
  });
});

describe("payment templates", () => {
  it("describe exactly the fields the server reads, for every type", () => {
    const templates = paymentTemplates();
    expect(templates.map((t) => t.type)).toEqual([...PAYMENT_METHOD_TYPES]);
    for (const t of templates) {
      expect(t.fields.map((f) => f.name)).toEqual(METHOD_FIELDS[t.type].fields.map((f) => f.name));
    }
    const card = templates.find((t) => t.type === "card")!;
    expect(card.can_pay_out).toBe(false);
    expect(card.fields.find((f) => f.name === "card_number")).toMatchObject({
      editable: false,
      required: true,
    });
  });

  it("give patterns the browser accepts for the values the server accepts", () => {
    const patternOf = (type: "card" | "yopaymentsug", name: string) =>
      new RegExp(
        `^(?:${
          paymentTemplates()
            .find((t) => t.type === type)!
            .fields.find((f) => f.name === name)!.pattern
        })$`,
      );
    expect(patternOf("card", "card_number").test("4242 4242 4242 4242")).toBe(true);
    expect(patternOf("card", "exp_month").test("09")).toBe(true);
    expect(patternOf("yopaymentsug", "phone_number").test("+256 772 123 456")).toBe(true);
  });
});
