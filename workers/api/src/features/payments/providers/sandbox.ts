import { and, eq } from "drizzle-orm";
import { sha256Hex } from "../../../kit/crypto";
import type { Db } from "../../../kit/db";
import { toHex } from "../../../kit/encoding";
import { conflict, fieldError } from "../../../kit/errors";
import { providerSandboxPayments } from "../schema";
import { readSignedCallback, signedCallbackRequest } from "./callbacks";
import { cardScenario, SANDBOX_SCENARIOS, type SandboxScenario, scenarioFor } from "./sandbox-scenarios";
import {
  CALLBACK_GRACE_MS,
  type CallbackDelivery,
  type CallbackEvent,
  type CardDetails,
  type CardTokeniser,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderName,
  type ProviderResult,
} from "./types";

/*
 * The local sandboxes (docs/decisions/0501). Their state is in D1 (`provider_sandbox_payments`), so any
 * isolate, a later request or the cron sees the same payment. How each settles:
 * - `sync` (card, PayPal): the answer is final.
 * - `callback` (mobile money): the answer is pending; after `delayMs` a signed callback is delivered to
 *   the webhook route (inside waitUntil), unless the scenario loses it or never resolves.
 * - `cron` (bank): pending until polled. For the status poller (written with the wallet flows): `status`
 *   answers the outcome once `resolves_at` (created_at + delayMs) has passed, else pending; so a bank
 *   payment settles on the first cron run after it was made.
 * Whatever the kind, `status` resolves a pending payment whose `resolves_at` has passed (a lost callback
 * is found by polling); a `never_resolves` payment has no `resolves_at` and stays pending.
 */

export type SandboxKind = "sync" | "callback" | "cron";

type Row = typeof providerSandboxPayments.$inferSelect;

export interface SandboxDeps {
  db: Db;
  /** The secret callbacks are signed with (PAYMENTS_WEBHOOK_SECRET). */
  secret: string;
  /** Where callbacks go; without it a callback scenario behaves like a lost callback. */
  delivery?: CallbackDelivery;
  /** How long an asynchronous payment stays pending (SANDBOX_CALLBACK_DELAY_MS; 0 in tests). */
  delayMs: number;
  now?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sandbox adapter that behaves like its real provider, outcomes chosen by sandbox-scenarios.ts. */
export class SandboxProvider implements PaymentProvider {
  /** A bank transfer is asked about on the next cron run; anything else after the callback's grace. */
  get firstPollAfterMs(): number {
    return this.kind === "cron" ? 0 : CALLBACK_GRACE_MS;
  }

  constructor(
    readonly name: ProviderName,
    private readonly kind: SandboxKind,
    readonly canPayOut: boolean,
    private readonly deps: SandboxDeps,
  ) {}

  private now() {
    return this.deps.now?.() ?? Date.now();
  }

  charge(request: PaymentRequest): Promise<ProviderResult> {
    return this.start("charge", request);
  }

  payout(request: PaymentRequest): Promise<ProviderResult> {
    if (!this.canPayOut) {
      return Promise.reject(
        fieldError("payment_method_id", "Money cannot be paid out to a card. Choose another method."),
      );
    }
    return this.start("payout", request);
  }

  async status(payment: { reference: string; providerRef: string; direction: "charge" | "payout" }) {
    const row = await this.find(payment.direction, payment.reference);
    if (!row)
      return { status: "failed" as const, providerRef: payment.providerRef, reason: "Unknown payment." };
    return toResult(await this.resolveIfDue(row));
  }

  verifyCallback(request: Request): Promise<CallbackEvent> {
    return readSignedCallback(this.deps.secret, request, this.now());
  }

  /** Records the payment once per idempotency key (a retried call gets the first answer, no second charge). */
  private async start(direction: "charge" | "payout", request: PaymentRequest): Promise<ProviderResult> {
    const { db } = this.deps;
    const id = `sbx_${(await sha256Hex(`${this.name}:${direction}:${request.idempotencyKey}`)).slice(0, 24)}`;
    const scenario = scenarioFor(this.name, request.method);
    const now = this.now();
    const final = this.kind === "sync";
    const inserted = await db
      .insert(providerSandboxPayments)
      .values({
        id,
        provider: this.name,
        direction,
        reference: request.reference,
        amount: request.amount,
        scenario: scenario.name,
        status: final ? scenario.outcome : "pending",
        reason: scenario.outcome === "failed" ? (scenario.reason ?? null) : null,
        resolvesAt: final || scenario.resolves ? new Date(now + (final ? 0 : this.deps.delayMs)) : null,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    const row =
      inserted[0] ??
      (await db.select().from(providerSandboxPayments).where(eq(providerSandboxPayments.id, id)).get()) ??
      (await this.find(direction, request.reference));
    if (!row) throw new Error("sandbox payment vanished");
    if (row.reference !== request.reference || row.amount !== request.amount) {
      throw conflict("This idempotency key was used for another payment.");
    }
    if (inserted[0] && this.kind === "callback" && scenario.callback) this.scheduleCallback(row.id);
    return toResult(row);
  }

  private find(direction: "charge" | "payout", reference: string) {
    return this.deps.db
      .select()
      .from(providerSandboxPayments)
      .where(
        and(
          eq(providerSandboxPayments.provider, this.name),
          eq(providerSandboxPayments.direction, direction),
          eq(providerSandboxPayments.reference, reference),
        ),
      )
      .get();
  }

  /** Moves a pending payment to its scenario's outcome once it is due; a settled one is left as it is. */
  private async resolveIfDue(row: Row, force = false): Promise<Row> {
    if (row.status !== "pending" || !row.resolvesAt) return row;
    if (!force && row.resolvesAt.getTime() > this.now()) return row;
    const scenario: SandboxScenario | undefined =
      SANDBOX_SCENARIOS[row.scenario as keyof typeof SANDBOX_SCENARIOS];
    const outcome = scenario?.outcome ?? "succeeded";
    const [updated] = await this.deps.db
      .update(providerSandboxPayments)
      .set({ status: outcome })
      .where(and(eq(providerSandboxPayments.id, row.id), eq(providerSandboxPayments.status, "pending")))
      .returning();
    return (
      updated ??
      (await this.deps.db
        .select()
        .from(providerSandboxPayments)
        .where(eq(providerSandboxPayments.id, row.id))
        .get()) ??
      row
    );
  }

  /** After the delay, settles the payment and delivers its signed callback (after the response is sent). */
  private scheduleCallback(id: string) {
    const { delivery, delayMs, secret } = this.deps;
    if (!delivery) return;
    const task = (async () => {
      if (delayMs > 0) await sleep(delayMs);
      const row = await this.deps.db
        .select()
        .from(providerSandboxPayments)
        .where(eq(providerSandboxPayments.id, id))
        .get();
      if (!row) return;
      const settled = await this.resolveIfDue(row, true);
      if (settled.status === "pending") return;
      const event: CallbackEvent = {
        eventId: `evt_${settled.id}_${settled.status}`,
        reference: settled.reference,
        providerRef: settled.id,
        status: settled.status,
        ...(settled.reason ? { reason: settled.reason } : {}),
      };
      await delivery.deliver(await signedCallbackRequest(this.name, secret, event, { now: this.now() }));
    })().catch((error) => {
      console.error(JSON.stringify({ level: "error", msg: "sandbox callback failed", error: String(error) }));
    });
    delivery.waitUntil(task);
  }
}

function toResult(row: Row): ProviderResult {
  return {
    status: row.status,
    providerRef: row.id,
    ...(row.status === "failed" && row.reason ? { reason: row.reason } : {}),
  };
}

/** The card sandbox's tokeniser: the token names the test card's scenario, as the sandbox reads it. */
export const sandboxCardTokeniser: CardTokeniser = {
  async tokenise(card: CardDetails) {
    const random = toHex(crypto.getRandomValues(new Uint8Array(12)).buffer);
    return { token: `tok_${cardScenario(card.number)}_${random}` };
  },
};
