import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../env";
import { createDb } from "../../../kit/db";
import { AppError } from "../../../kit/errors";
import { newId } from "../../../kit/ids";
import { paymentProvider } from "./registry";
import { sandboxCardTokeniser } from "./sandbox";
import { SIGNATURE_HEADER, signPayload } from "./signature";
import type { CallbackDelivery, MethodForProvider, PaymentRequest, ProviderName } from "./types";

const db = createDb(env.DB);
const bindings = env as unknown as Bindings;

/** A delivery that records callbacks and lets the test await the background work. */
function recordingDelivery() {
  const requests: Request[] = [];
  const pending: Promise<unknown>[] = [];
  const delivery: CallbackDelivery = {
    deliver: async (request) => {
      requests.push(request);
      return new Response(null, { status: 200 });
    },
    waitUntil: (promise) => void pending.push(promise),
  };
  return { delivery, requests, settle: () => Promise.all(pending) };
}

const method = (type: ProviderName, details: Record<string, string | number>, token: string | null = null) =>
  ({ id: newId("pm"), type, token, details }) satisfies MethodForProvider;

const payment = (m: MethodForProvider, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  reference: newId("wop"),
  amount: 1500,
  local: { currency: "UGX", amount: 55_000 },
  method: m,
  description: "Top-up",
  idempotencyKey: crypto.randomUUID(),
  ...overrides,
});

async function cardMethod(number: string) {
  const { token } = await sandboxCardTokeniser.tokenise({ number, cvc: "123", expMonth: 12, expYear: 2030 });
  return method("card", { brand: "visa", last4: number.slice(-4) }, token);
}

const phone = (suffix: string) => method("yopaymentsug", { phone_number: `+25677${suffix}`, network: "MTN" });

describe("card sandbox", () => {
  const card = paymentProvider(bindings, "card", { db });

  it("approves 4242…, declines 4000…0002 and fails 4000…9995 for insufficient funds, at once", async () => {
    expect(await card.charge(payment(await cardMethod("4242424242424242")))).toMatchObject({
      status: "succeeded",
    });
    expect(await card.charge(payment(await cardMethod("4000000000000002")))).toMatchObject({
      status: "failed",
      reason: "Your card was declined.",
    });
    expect(await card.charge(payment(await cardMethod("4000000000009995")))).toMatchObject({
      status: "failed",
      reason: "Your card has insufficient funds.",
    });
  });

  it("honours the idempotency key: the same key answers the same, with one charge", async () => {
    const request = payment(await cardMethod("4242424242424242"));
    const [a, b] = await Promise.all([card.charge(request), card.charge(request)]);
    expect(a).toEqual(b);
    const rows = await env.DB.prepare(
      "select count(*) as n from provider_sandbox_payments where reference = ?",
    )
      .bind(request.reference)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    await expect(card.charge({ ...request, amount: 999 })).rejects.toMatchObject({ status: 409 });
    // Another key for the same reference is the same payment, not a second charge.
    expect(await card.charge({ ...request, idempotencyKey: "another" })).toEqual(a);
  });

  it("cannot pay out to a card", async () => {
    expect(card.canPayOut).toBe(false);
    await expect(card.payout(payment(await cardMethod("4242424242424242")))).rejects.toBeInstanceOf(AppError);
  });
});

describe("mobile money sandbox", () => {
  it("answers pending, then delivers a signed callback that verifies, with a stable event id", async () => {
    const { delivery, requests, settle } = recordingDelivery();
    const momo = paymentProvider(bindings, "yopaymentsug", { db, delivery });
    const request = payment(phone("0000001"));
    const started = await momo.charge(request);
    expect(started.status).toBe("pending");
    await settle();
    expect(requests).toHaveLength(1);
    const callback = requests[0]!;
    expect(new URL(callback.url).pathname).toBe("/api/v1/webhooks/yopaymentsug");
    expect(callback.headers.get(SIGNATURE_HEADER)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const replay = callback.clone();
    const event = await momo.verifyCallback(callback);
    expect(event).toMatchObject({
      reference: request.reference,
      providerRef: started.providerRef,
      status: "succeeded",
    });
    expect((await momo.verifyCallback(replay)).eventId).toBe(event.eventId);
    expect(
      await momo.status({
        reference: request.reference,
        providerRef: started.providerRef,
        direction: "charge",
      }),
    ).toEqual({ status: "succeeded", providerRef: started.providerRef });
  });

  it("fails with a reason chosen by the number, through the callback", async () => {
    const { delivery, requests, settle } = recordingDelivery();
    const momo = paymentProvider(bindings, "yopaymentsug", { db, delivery });
    await momo.charge(payment(phone("0000002")));
    await momo.payout(payment(phone("0000003")));
    await settle();
    const events = await Promise.all(requests.map((r) => momo.verifyCallback(r)));
    expect(events.map((e) => [e.status, e.reason])).toEqual([
      ["failed", "The payment was not approved on the phone."],
      ["failed", "The mobile money account has insufficient funds."],
    ]);
  });

  it("loses the callback of …0004 (only status reveals it) and never resolves …0005", async () => {
    const { delivery, requests, settle } = recordingDelivery();
    const momo = paymentProvider(bindings, "yopaymentsug", { db, delivery });
    const lost = payment(phone("0000004"));
    const never = payment(phone("0000005"));
    const a = await momo.charge(lost);
    const b = await momo.charge(never);
    await settle();
    expect(requests).toHaveLength(0);
    expect(
      (await momo.status({ reference: lost.reference, providerRef: a.providerRef, direction: "charge" }))
        .status,
    ).toBe("succeeded");
    expect(
      (await momo.status({ reference: never.reference, providerRef: b.providerRef, direction: "charge" }))
        .status,
    ).toBe("pending");
  });

  it("stays pending until its delay has passed", async () => {
    const momo = paymentProvider({ ...bindings, SANDBOX_CALLBACK_DELAY_MS: "60000" }, "yopaymentsug", { db });
    const request = payment(phone("0000004"));
    const started = await momo.charge(request);
    const status = await momo.status({
      reference: request.reference,
      providerRef: started.providerRef,
      direction: "charge",
    });
    expect(status.status).toBe("pending");
  });

  it("refuses forged and stale callbacks", async () => {
    const momo = paymentProvider(bindings, "yopaymentsug", { db });
    const body = JSON.stringify({
      id: "evt_x",
      type: "payment.updated",
      data: { reference: "wop_x", provider_ref: "sbx_x", status: "succeeded" },
    });
    const post = (header: string) =>
      new Request("http://localhost/api/v1/webhooks/yopaymentsug", {
        method: "POST",
        headers: { [SIGNATURE_HEADER]: header },
        body,
      });
    const secret = bindings.PAYMENTS_WEBHOOK_SECRET!;
    await expect(momo.verifyCallback(post(await signPayload("forged", body)))).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      momo.verifyCallback(post(await signPayload(secret, body, Date.now() - 6 * 60_000))),
    ).rejects.toMatchObject({ status: 401 });
    await expect(momo.verifyCallback(post(await signPayload(secret, body)))).resolves.toMatchObject({
      eventId: "evt_x",
    });
  });
});

describe("bank and PayPal sandboxes", () => {
  it("bank: pending, settled by the first status poll once due; an account ending 0002 is refused", async () => {
    const bank = paymentProvider(bindings, "bank", { db });
    const ok = payment(method("bank", { account_number: "9030012345678" }));
    const bad = payment(method("bank", { account_number: "9030010002" }));
    const a = await bank.payout(ok);
    const b = await bank.payout(bad);
    expect([a.status, b.status]).toEqual(["pending", "pending"]);
    expect(
      (await bank.status({ reference: ok.reference, providerRef: a.providerRef, direction: "payout" }))
        .status,
    ).toBe("succeeded");
    expect(
      await bank.status({ reference: bad.reference, providerRef: b.providerRef, direction: "payout" }),
    ).toMatchObject({
      status: "failed",
      reason: "The bank refused the transfer: the account is closed.",
    });
  });

  it("paypal: approves, and declines decline@…", async () => {
    const paypal = paymentProvider(bindings, "paypal", { db });
    expect((await paypal.charge(payment(method("paypal", { paypal_email: "me@example.com" })))).status).toBe(
      "succeeded",
    );
    expect(
      await paypal.payout(payment(method("paypal", { paypal_email: "decline@example.com" }))),
    ).toMatchObject({
      status: "failed",
      reason: "PayPal declined the payment.",
    });
  });
});

describe("registry", () => {
  it("refuses sandboxes outside development", () => {
    expect(() => paymentProvider({ ...bindings, ENVIRONMENT: "production" }, "card", { db })).toThrow(
      AppError,
    );
  });

  it("serves mobile money through Yo! in production mode, and refuses it unconfigured", () => {
    const production = { ...bindings, ENVIRONMENT: "production", YO_PAYMENTS_MODE: "production" };
    expect(() => paymentProvider(production, "yopaymentsug", { db })).toThrow(AppError);
    const yo = paymentProvider(
      {
        ...production,
        YO_API_URL: "https://yo.example/task.php",
        YO_API_USERNAME: "u",
        YO_API_PASSWORD: "p",
      },
      "yopaymentsug",
      { db },
    );
    expect(yo.constructor.name).toBe("YoPaymentsProvider");
  });

  it("runs the sandboxes without delay in tests", () => {
    expect(bindings.SANDBOX_CALLBACK_DELAY_MS).toBe("0");
  });
});
