import type { MethodForProvider, ProviderName } from "./types";

/*
 * What the local sandboxes do, chosen by the test card, phone number, account number or e-mail of the
 * method a payment uses (docs/payments.md lists them). Anything not listed succeeds.
 */

/** One sandbox outcome. `callback`: whether the result arrives as a signed callback (else only `status`
 * reveals it); `resolves`: whether it ever leaves pending. */
export interface SandboxScenario {
  name: string;
  outcome: "succeeded" | "failed";
  reason?: string;
  callback: boolean;
  resolves: boolean;
}

const scenario = (s: SandboxScenario) => s;

export const SANDBOX_SCENARIOS = {
  approve: scenario({ name: "approve", outcome: "succeeded", callback: true, resolves: true }),
  card_declined: scenario({
    name: "card_declined",
    outcome: "failed",
    reason: "Your card was declined.",
    callback: false,
    resolves: true,
  }),
  card_insufficient_funds: scenario({
    name: "card_insufficient_funds",
    outcome: "failed",
    reason: "Your card has insufficient funds.",
    callback: false,
    resolves: true,
  }),
  momo_declined: scenario({
    name: "momo_declined",
    outcome: "failed",
    reason: "The payment was not approved on the phone.",
    callback: true,
    resolves: true,
  }),
  momo_insufficient_funds: scenario({
    name: "momo_insufficient_funds",
    outcome: "failed",
    reason: "The mobile money account has insufficient funds.",
    callback: true,
    resolves: true,
  }),
  callback_lost: scenario({ name: "callback_lost", outcome: "succeeded", callback: false, resolves: true }),
  never_resolves: scenario({
    name: "never_resolves",
    outcome: "succeeded",
    callback: false,
    resolves: false,
  }),
  bank_rejected: scenario({
    name: "bank_rejected",
    outcome: "failed",
    reason: "The bank refused the transfer: the account is closed.",
    callback: false,
    resolves: true,
  }),
  paypal_declined: scenario({
    name: "paypal_declined",
    outcome: "failed",
    reason: "PayPal declined the payment.",
    callback: false,
    resolves: true,
  }),
} satisfies Record<string, SandboxScenario>;

export type SandboxScenarioName = keyof typeof SANDBOX_SCENARIOS;

/** Test card numbers (the Stripe test numbers) and what the card sandbox does with them. */
export const SANDBOX_CARDS: Record<string, SandboxScenarioName> = {
  "4242424242424242": "approve",
  "4000000000000002": "card_declined",
  "4000000000009995": "card_insufficient_funds",
};

/**
 * Mobile money: the last 7 digits of an MTN or Airtel number choose the outcome, e.g. +256 770 000 002
 * (MTN) or +256 700 000 002 (Airtel) is declined on the phone.
 */
export const SANDBOX_PHONE_SUFFIXES: Record<string, SandboxScenarioName> = {
  "0000001": "approve",
  "0000002": "momo_declined",
  "0000003": "momo_insufficient_funds",
  "0000004": "callback_lost",
  "0000005": "never_resolves",
};

/** A bank account number ending in these digits is refused at settlement. */
export const SANDBOX_BANK_REJECTED_SUFFIX = "0002";

/** A PayPal address starting with this is declined. */
export const SANDBOX_PAYPAL_DECLINE_PREFIX = "decline@";

/** The scenario of a card number, for the token the card sandbox hands out. */
export function cardScenario(number: string): SandboxScenarioName {
  return SANDBOX_CARDS[number] ?? "approve";
}

/** The scenario a payment with `method` plays out at the `provider` sandbox. */
export function scenarioFor(provider: ProviderName, method: MethodForProvider): SandboxScenario {
  const text = (key: string) => String(method.details[key] ?? "");
  let name: SandboxScenarioName = "approve";
  if (provider === "card") {
    // The sandbox's token carries its scenario: tok_<scenario>_<random>.
    const fromToken = /^tok_([a-z_]+)_[0-9a-f]{24}$/.exec(method.token ?? "")?.[1];
    if (fromToken && fromToken in SANDBOX_SCENARIOS) name = fromToken as SandboxScenarioName;
  } else if (provider === "yopaymentsug") {
    name = SANDBOX_PHONE_SUFFIXES[text("phone_number").slice(-7)] ?? "approve";
  } else if (provider === "bank") {
    if (text("account_number").endsWith(SANDBOX_BANK_REJECTED_SUFFIX)) name = "bank_rejected";
  } else if (text("paypal_email").startsWith(SANDBOX_PAYPAL_DECLINE_PREFIX)) {
    name = "paypal_declined";
  }
  return SANDBOX_SCENARIOS[name];
}
