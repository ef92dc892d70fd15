/*
 * Pure card and phone rules the method fields are built from. No I/O: unit-tested without the runtime.
 */

/** Whether a digit string passes the Luhn check (every card number does). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unionpay" | "card";

/** Display names of the brands (`card` is a number whose brand is not recognised). */
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  card: "Card",
};

const inRange = (prefix: string, from: number, to: number) => {
  const n = Number(prefix);
  return n >= from && n <= to;
};

/** The brand of a card number, from its issuer prefix (IIN ranges). */
export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith("4")) return "visa";
  if (inRange(digits.slice(0, 2), 51, 55) || inRange(digits.slice(0, 4), 2221, 2720)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65)/.test(digits) || inRange(digits.slice(0, 3), 644, 649)) return "discover";
  if (/^(36|38|30[0-5])/.test(digits)) return "diners";
  if (inRange(digits.slice(0, 4), 3528, 3589)) return "jcb";
  if (digits.startsWith("62")) return "unionpay";
  return "card";
}

/** The CVC length a brand prints (American Express: 4 digits on the front; the others: 3 on the back). */
export const cvcLength = (brand: CardBrand) => (brand === "amex" ? 4 : 3);

/**
 * Whether a card is expired at `now`: a card is valid to the end of its expiry month (UTC, which errs by
 * at most a few hours on the last day; the issuer has the final word when it is charged).
 */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(expYear, expMonth, 1);
}

/*
 * Uganda mobile money numbers. The national significant number is 9 digits; the first two digits after
 * +256 name the network (Uganda Communications Commission numbering plan):
 *   MTN Uganda (MTN MoMo):       76, 77, 78
 *   Airtel Uganda (Airtel Money): 70, 74, 75
 * 39 and 31 are MTN fixed lines (no mobile money), 71 Uganda Telecom, 72/73 other operators: refused,
 * as Yo! Payments collects and pays out only through MTN and Airtel. With number portability the prefix
 * names the network the number was issued on; the provider routes a ported number itself.
 */
export const UGANDA_NETWORK_PREFIXES = {
  MTN: ["76", "77", "78"],
  Airtel: ["70", "74", "75"],
} as const;

export type UgandaNetwork = keyof typeof UGANDA_NETWORK_PREFIXES;

/** The result of reading a Uganda mobile money number. */
export type UgandaPhone =
  | { ok: true; e164: string; network: UgandaNetwork }
  | { ok: false; reason: "format" | "network" };

/**
 * Reads `07XX XXX XXX`, `2567XX…`, `+2567XX…` (spaces, dashes, dots and brackets allowed) as E.164
 * `+2567XXXXXXXX`, and says which network it belongs to.
 *
 * @example normaliseUgandaPhone("0772 123 456") // { ok: true, e164: "+256772123456", network: "MTN" }
 */
export function normaliseUgandaPhone(input: string): UgandaPhone {
  const compact = input.replace(/[\s\-.()]/g, "");
  const match = /^(?:\+256|256|0)(\d{9})$/.exec(compact);
  if (!match) return { ok: false, reason: "format" };
  const national = match[1]!;
  const prefix = national.slice(0, 2);
  for (const [network, prefixes] of Object.entries(UGANDA_NETWORK_PREFIXES)) {
    if ((prefixes as readonly string[]).includes(prefix)) {
      return { ok: true, e164: `+256${national}`, network: network as UgandaNetwork };
    }
  }
  return { ok: false, reason: "network" };
}

/** `+256772123456` → `+256 772 123 456`, how a person reads it back. */
export function formatUgandaPhone(e164: string): string {
  const n = e164.slice(4);
  return `+256 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}
