import { describe, expect, it } from "vitest";
import { yoFakeServer } from "../../../test-support/yo-fake-server";
import { signedCallbackRequest } from "./callbacks";
import type { PaymentRequest } from "./types";
import { YoPaymentsProvider } from "./yo-payments";
import { parseYoResponse, YoProtocolError, yoRequestXml } from "./yo-xml";

const URL_ = "https://yo.test/ybs/task.php";

function setup(extra: Partial<ConstructorParameters<typeof YoPaymentsProvider>[0]> = {}) {
  const server = yoFakeServer();
  const yo = new YoPaymentsProvider({ url: URL_, ...server.credentials, fetcher: server.fetcher, ...extra });
  return { server, yo };
}

let n = 0;
const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => {
  n += 1;
  return {
    reference: `wop_${n}`,
    amount: 1000,
    local: { currency: "UGX", amount: 37_000 },
    method: { id: "pm_1", type: "yopaymentsug", token: null, details: { phone_number: "+256772123456" } },
    description: "Wallet top-up <Ngoma & co>",
    idempotencyKey: `key_${n}`,
    ...overrides,
  };
};

describe("Yo! XML", () => {
  it("builds the request document Yo! reads, escaping values", () => {
    const xml = yoRequestXml({ username: "u", password: "p&w" }, "acdepositfunds", [
      ["Amount", 5000],
      ["Narrative", "a<b"],
      ["Skipped", undefined],
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><AutoCreate><Request><APIUsername>u</APIUsername><APIPassword>p&amp;w</APIPassword><Method>acdepositfunds</Method><Amount>5000</Amount><Narrative>a&lt;b</Narrative></Request></AutoCreate>',
    );
  });

  it("reads a response and refuses what is not one", () => {
    expect(
      parseYoResponse(
        "<?xml version='1.0'?>\n<AutoCreate>\n <Response>\n  <Status>OK</Status>\n  <StatusCode>0</StatusCode>\n  <TransactionStatus>SUCCEEDED</TransactionStatus>\n  <TransactionReference>abc&amp;1</TransactionReference>\n  <ErrorMessage/>\n </Response>\n</AutoCreate>",
      ),
    ).toEqual({
      status: "OK",
      statusCode: "0",
      transactionStatus: "SUCCEEDED",
      transactionReference: "abc&1",
    });
    expect(() => parseYoResponse("<html>502</html>")).toThrow(YoProtocolError);
    expect(() =>
      parseYoResponse("<AutoCreate><Response><Status>MAYBE</Status></Response></AutoCreate>"),
    ).toThrow(YoProtocolError);
  });
});

describe("YoPaymentsProvider against a fake Yo! server", () => {
  it("charges with acdepositfunds: UGX amount, 256… account, our reference; pending, then succeeded by status", async () => {
    const { server, yo } = setup();
    const req = request();
    const started = await yo.charge(req);
    expect(started).toEqual({ status: "pending", providerRef: "YO1" });
    const sent = server.requests[0]!;
    expect(sent).toContain("<Method>acdepositfunds</Method>");
    expect(sent).toContain("<NonBlocking>TRUE</NonBlocking>");
    expect(sent).toContain("<Amount>37000</Amount>");
    expect(sent).toContain("<Account>256772123456</Account>");
    expect(sent).toContain(`<ExternalReference>${req.reference}</ExternalReference>`);
    expect(sent).toContain("<Narrative>Wallet top-up &lt;Ngoma &amp; co&gt;</Narrative>");

    const check = {
      reference: req.reference,
      providerRef: started.providerRef,
      direction: "charge" as const,
    };
    expect(await yo.status(check)).toEqual({ status: "pending", providerRef: "YO1" });
    server.settle(req.reference, "INDETERMINATE");
    expect((await yo.status(check)).status).toBe("pending");
    server.settle(req.reference, "SUCCEEDED");
    expect(await yo.status(check)).toEqual({ status: "succeeded", providerRef: "YO1" });
    expect(server.requests.at(-1)).toContain(
      `<PrivateTransactionReference>${req.reference}</PrivateTransactionReference>`,
    );
  });

  it("pays out with acwithdrawfunds and reports a failure with Yo!'s reason", async () => {
    const { server, yo } = setup();
    const req = request();
    const started = await yo.payout(req);
    expect(server.requests[0]).toContain("<Method>acwithdrawfunds</Method>");
    server.settle(req.reference, "FAILED");
    expect(
      await yo.status({ reference: req.reference, providerRef: started.providerRef, direction: "payout" }),
    ).toEqual({
      status: "failed",
      providerRef: "YO1",
      reason: "Transaction declined by subscriber",
    });
  });

  it("fails a charge Yo! refuses (Status ERROR), with its message", async () => {
    const { server, yo } = setup();
    server.refuse("256772123456");
    expect(await yo.charge(request())).toMatchObject({
      status: "failed",
      reason: "Account not registered for mobile money",
    });
  });

  it("keeps a charge pending when Yo! answers HTTP 5xx or malformed XML, and polling settles it", async () => {
    const { server, yo } = setup();
    server.setMode("http500");
    const req = request();
    expect(await yo.charge(req)).toEqual({ status: "pending", providerRef: req.reference });
    server.setMode("malformed");
    expect((await yo.charge(request())).status).toBe("pending");
    // The status check itself throws on 5xx / garbage, so the poller simply tries again later.
    const check = { reference: req.reference, providerRef: req.reference, direction: "charge" as const };
    await expect(yo.status(check)).rejects.toThrow(YoProtocolError);
    server.setMode("http500");
    await expect(yo.status(check)).rejects.toThrow(/HTTP 502/);
    // Yo! never saw it: the status call is refused, which says nothing, so it stays pending.
    server.setMode("ok");
    expect((await yo.status(check)).status).toBe("pending");
  });

  it("refuses a payment without a UGX amount or a Uganda number", async () => {
    const { yo } = setup();
    await expect(yo.charge(request({ local: undefined }))).rejects.toThrow(/UGX/);
    const noPhone = request();
    noPhone.method = { ...noPhone.method, details: {} };
    await expect(yo.charge(noPhone)).rejects.toThrow(/Uganda/);
  });
});

describe("Yo! callbacks", () => {
  async function rsaKey() {
    const pair = (await crypto.subtle.generateKey(
      {
        name: "RSASSA-PKCS1-v1_5",
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: "SHA-1",
      },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const spki = new Uint8Array((await crypto.subtle.exportKey("spki", pair.publicKey)) as ArrayBuffer);
    const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
    const sign = async (text: string) =>
      btoa(
        String.fromCharCode(
          ...new Uint8Array(
            await crypto.subtle.sign("RSASSA-PKCS1-v1_5", pair.privateKey, new TextEncoder().encode(text)),
          ),
        ),
      );
    return { pem, sign };
  }

  const ipn = (fields: Record<string, string>) =>
    new Request("https://ngoma.test/api/v1/webhooks/yopaymentsug", {
      method: "POST",
      body: new URLSearchParams(fields),
    });

  it("verifies Yo!'s signed IPN and its failure notification; a replay has the same event id", async () => {
    const key = await rsaKey();
    const { yo } = setup({ ipnPublicKey: key.pem });
    const fields = {
      date_time: "2026-11-25 12:00:00",
      amount: "37000",
      narrative: "Wallet top-up",
      network_ref: "MTN123",
      external_ref: "wop_9",
      msisdn: "256772123456",
    };
    const signature = await key.sign(Object.values(fields).join(""));
    const event = await yo.verifyCallback(ipn({ ...fields, signature }));
    expect(event).toEqual({
      eventId: "yo_ipn_MTN123",
      reference: "wop_9",
      providerRef: "MTN123",
      status: "succeeded",
      confirmed: { amount: 37000, currency: "UGX", account: "256772123456" },
    });
    expect((await yo.verifyCallback(ipn({ ...fields, signature }))).eventId).toBe(event.eventId);
    await expect(yo.verifyCallback(ipn({ ...fields, amount: "99999", signature }))).rejects.toMatchObject({
      status: 401,
    });

    const failed = { failed_transaction_reference: "wop_10", transaction_init_date: "2026-11-25 12:01:00" };
    const verification = await key.sign(failed.failed_transaction_reference + failed.transaction_init_date);
    expect(await yo.verifyCallback(ipn({ ...failed, verification }))).toMatchObject({
      eventId: "yo_failed_wop_10",
      reference: "wop_10",
      status: "failed",
    });
  });

  it("refuses an IPN when no key is configured, and accepts HMAC-signed forwards", async () => {
    const { yo } = setup({ webhookSecret: "fwd-secret" });
    await expect(yo.verifyCallback(ipn({ external_ref: "x", signature: "AAAA" }))).rejects.toMatchObject({
      status: 401,
    });
    const event = { eventId: "fwd_1", reference: "wop_1", providerRef: "YO1", status: "succeeded" as const };
    expect(await yo.verifyCallback(await signedCallbackRequest("yopaymentsug", "fwd-secret", event))).toEqual(
      event,
    );
    await expect(
      yo.verifyCallback(await signedCallbackRequest("yopaymentsug", "wrong", event)),
    ).rejects.toMatchObject({ status: 401 });
  });
});
