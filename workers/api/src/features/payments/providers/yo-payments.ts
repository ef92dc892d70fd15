import { AppError } from "../../../kit/errors";
import { readSignedCallback } from "./callbacks";
import { SIGNATURE_HEADER } from "./signature";
import {
  CALLBACK_GRACE_MS,
  type CallbackEvent,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderResult,
  type ProviderStatus,
} from "./types";
import { parseYoResponse, type YoResponse, yoRequestXml } from "./yo-xml";

/*
 * The production Yo! Payments adapter (mobile money in Uganda: MTN MoMo, Airtel Money), over its XML API
 * (docs/decisions/0501, docs/payments.md):
 * - charge = `acdepositfunds` (the payer approves a prompt on their phone), payout = `acwithdrawfunds`,
 *   both NonBlocking, ExternalReference = our operation id; status = `actransactioncheckstatus` by
 *   PrivateTransactionReference (that same id), so a payment is found even when its first answer was lost.
 * - TransactionStatus SUCCEEDED → succeeded, FAILED → failed, PENDING and INDETERMINATE → pending (keep
 *   polling). A call Yo! refuses (Status ERROR) moved no money: failed, with Yo!'s message.
 * - When we cannot tell whether Yo! took a charge or payout (HTTP error, timeout, a body that is not its
 *   XML), the answer is pending: the poller's status check by our reference settles it either way, and a
 *   retry with the same ExternalReference is refused by Yo! as a duplicate rather than paid twice.
 * - Callbacks: Yo!'s IPN (form fields signed with Yo!'s RSA key, SHA-1, verified against
 *   YO_IPN_PUBLIC_KEY) for deposits, and forwards signed with our own HMAC scheme. Yo! sends no IPN for
 *   withdrawals; those are settled by polling alone.
 */

export interface YoConfig {
  /** `https://paymentsapi1.yo.co.ug/ybs/task.php` (or paymentsapi2; Yo!'s sandbox for trials). */
  url: string;
  username: string;
  password: string;
  /** Yo!'s IPN public key, SPKI PEM (`openssl x509 -pubkey -noout -in Yo_Uganda_Public_Certificate.crt`). */
  ipnPublicKey?: string;
  /** Our webhook URL, sent as InstantNotificationUrl / FailureNotificationUrl on deposits. */
  notificationUrl?: string;
  /** The secret of signed forwards (PAYMENTS_WEBHOOK_SECRET). */
  webhookSecret?: string;
  fetcher?: typeof fetch;
  now?: () => number;
}

const TIMEOUT_MS = 30_000;

const STATUS: Record<string, ProviderStatus> = {
  SUCCEEDED: "succeeded",
  FAILED: "failed",
  PENDING: "pending",
  INDETERMINATE: "pending",
};

const reasonOf = (res: YoResponse) =>
  res.errorMessage || res.statusMessage || "The mobile money payment failed. Please try again.";

/** Maps a Yo! answer to ours; an unknown or missing TransactionStatus is pending (the poll decides). */
export function yoResult(res: YoResponse, fallbackRef: string): ProviderResult {
  const providerRef = res.transactionReference ?? fallbackRef;
  if (res.status === "ERROR") return { status: "failed", providerRef, reason: reasonOf(res) };
  const status = STATUS[res.transactionStatus ?? ""] ?? "pending";
  return status === "failed" ? { status, providerRef, reason: reasonOf(res) } : { status, providerRef };
}

export class YoPaymentsProvider implements PaymentProvider {
  readonly name = "yopaymentsug" as const;
  readonly canPayOut = true;
  /** Mobile money answers by callback; its status is polled only after the callback's grace. */
  readonly firstPollAfterMs = CALLBACK_GRACE_MS;

  constructor(private readonly config: YoConfig) {}

  charge(request: PaymentRequest): Promise<ProviderResult> {
    const notify = this.config.notificationUrl;
    return this.move("acdepositfunds", request, [
      ["InstantNotificationUrl", notify],
      ["FailureNotificationUrl", notify],
    ]);
  }

  payout(request: PaymentRequest): Promise<ProviderResult> {
    return this.move("acwithdrawfunds", request, []);
  }

  /** Throws when Yo! cannot be reached or answers garbage, so the poller tries again on its next run. */
  async status(payment: { reference: string; providerRef: string; direction: "charge" | "payout" }) {
    const res = await this.call("actransactioncheckstatus", [
      ["TransactionReference", payment.providerRef !== payment.reference ? payment.providerRef : undefined],
      ["PrivateTransactionReference", payment.reference],
      ["DepositTransactionType", payment.direction === "charge" ? "PULL" : undefined],
    ]);
    // A status call Yo! refuses (e.g. it does not know the reference yet) says nothing about the payment.
    if (res.status === "ERROR")
      return { status: "pending" as const, providerRef: payment.providerRef, reason: reasonOf(res) };
    return yoResult(res, payment.providerRef);
  }

  async verifyCallback(request: Request): Promise<CallbackEvent> {
    if (request.headers.has(SIGNATURE_HEADER)) {
      if (!this.config.webhookSecret)
        throw new AppError(401, "INVALID_SIGNATURE", "Signed forwards are not configured.");
      return readSignedCallback(this.config.webhookSecret, request, this.config.now?.() ?? Date.now());
    }
    return verifyYoIpn(request, this.config.ipnPublicKey);
  }

  private async move(
    method: "acdepositfunds" | "acwithdrawfunds",
    request: PaymentRequest,
    extra: Array<[string, string | undefined]>,
  ): Promise<ProviderResult> {
    const phone = String(request.method.details.phone_number ?? "");
    if (!/^\+256\d{9}$/.test(phone)) throw new Error("a Yo! payment needs a Uganda mobile money number");
    if (
      request.local?.currency !== "UGX" ||
      !Number.isInteger(request.local.amount) ||
      request.local.amount <= 0
    ) {
      throw new Error("a Yo! payment needs its amount in whole UGX (request.local)");
    }
    try {
      const res = await this.call(method, [
        ["NonBlocking", "TRUE"],
        ["Amount", request.local.amount],
        ["Account", phone.slice(1)],
        ["Narrative", request.description.slice(0, 200) || "Ngoma"],
        ["ExternalReference", request.reference],
        ["ProviderReferenceText", "Ngoma"],
        ...extra,
      ]);
      return yoResult(res, request.reference);
    } catch (error) {
      console.warn(
        JSON.stringify({ level: "warn", msg: "yo call unanswered", method, error: String(error) }),
      );
      return { status: "pending", providerRef: request.reference };
    }
  }

  private async call(
    method: string,
    params: Array<[string, string | number | undefined]>,
  ): Promise<YoResponse> {
    const { url, username, password } = this.config;
    const fetcher = this.config.fetcher ?? ((input, init) => fetch(input, init));
    const response = await fetcher(url, {
      method: "POST",
      headers: { "content-type": "text/xml", "content-transfer-encoding": "text" },
      body: yoRequestXml({ username, password }, method, params),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Yo! answered HTTP ${response.status}`);
    return parseYoResponse(await response.text());
  }
}

const IPN_FIELDS = ["date_time", "amount", "narrative", "network_ref", "external_ref", "msisdn"] as const;

/** The bytes of base64 text, PEM armour and line breaks ignored. */
function fromBase64(text: string): Uint8Array {
  const b64 = text.replace(/-----[^-]+-----/g, "").replace(/\s/g, "");
  return Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
}

/**
 * Verifies Yo!'s IPN: a form POST whose `signature` (success) or `verification` (failure) is Yo!'s RSA
 * signature (PKCS#1 v1.5, SHA-1) over the concatenated fields. The event id is Yo!'s own reference, so a
 * replay carries the same one; the IPN has no timestamp we can bound, so replay safety is the event id.
 */
export async function verifyYoIpn(
  request: Request,
  publicKeyPem: string | undefined,
): Promise<CallbackEvent> {
  if (!publicKeyPem) throw new AppError(401, "INVALID_SIGNATURE", "Yo! notifications are not configured.");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError(400, "BAD_REQUEST", "The notification is not a form.");
  }
  const get = (key: string) => {
    const v = form.get(key);
    return typeof v === "string" ? v : "";
  };
  const failure = form.has("failed_transaction_reference");
  const signed = failure
    ? get("failed_transaction_reference") + get("transaction_init_date")
    : IPN_FIELDS.map(get).join("");
  const signature = get(failure ? "verification" : "signature");
  const reference = failure ? get("failed_transaction_reference") : get("external_ref");
  if (!signature || !reference) throw new AppError(400, "BAD_REQUEST", "The notification is incomplete.");
  let valid = false;
  try {
    const key = await crypto.subtle.importKey(
      "spki",
      fromBase64(publicKeyPem),
      { name: "RSASSA-PKCS1-v1_5", hash: "SHA-1" },
      false,
      ["verify"],
    );
    valid = await crypto.subtle.verify(
      "RSASSA-PKCS1-v1_5",
      key,
      fromBase64(signature),
      new TextEncoder().encode(signed),
    );
  } catch {
    valid = false;
  }
  if (!valid) throw new AppError(401, "INVALID_SIGNATURE", "The notification's signature does not match.");
  return failure
    ? {
        eventId: `yo_failed_${reference}`,
        reference,
        providerRef: reference,
        status: "failed",
        reason: "The mobile money payment was not completed.",
      }
    : {
        eventId: `yo_ipn_${get("network_ref") || reference}`,
        reference,
        providerRef: get("network_ref") || reference,
        status: "succeeded",
        // Signed with the rest: the wallet credits nothing when they differ from what it asked for.
        confirmed: { amount: Number(get("amount")), currency: "UGX", account: get("msisdn") },
      };
}
