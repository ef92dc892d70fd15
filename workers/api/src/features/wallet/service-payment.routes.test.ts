import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { call } from "../../test-support/client";
import { sellInTests } from "../../test-support/sellables";
import {
  addMethod,
  CARD,
  DECLINED_CARD,
  details,
  fundWallet,
  money,
  newKey,
  walletUser,
} from "../../test-support/wallet-fixtures";
import { walletAccount } from "../ledger/service";

const PAY = "/user/account/make-service-payment";
const TYPE = "test_licence";
/** The test type's catalogue: item id → price in cents (the server's own data). */
const PRICES: Record<string, number> = { beat_1: 2500, beat_2: 125 };
let sellerWallet = "";

let unsell: () => void = () => undefined;
beforeAll(async () => {
  const seller = await walletUser();
  sellerWallet = await walletAccount(createDb(env.DB), seller.user.id);
  unsell = sellInTests({
    requestType: TYPE,
    async price(_db, _buyer, data) {
      const itemId = (data as { item_id?: string }).item_id ?? "";
      const subtotal = PRICES[itemId];
      if (subtotal === undefined) throw notFound("Item");
      return {
        itemId,
        subtotal,
        feePercent: 2,
        payeeAccountId: sellerWallet,
        description: `Licence ${itemId}`,
        counterparty: "Seller",
      };
    },
    // What the purchase grants, in the same batch as the money: a notification row stands in for it.
    async onPaid(_db, paid) {
      return [
        sql`insert into notifications (id, user_id, type, msg, data, created_at)
          values (${`ntf_grant_${paid.operationId}`}, ${paid.buyerId}, 'Library', ${`Granted ${paid.itemId}`}, '{}', ${Date.now()})`,
      ];
    },
  });
});
afterAll(() => unsell());

const body = (itemId: string, payment: Record<string, unknown>) => ({
  request_type: TYPE,
  data: JSON.stringify({ item_id: itemId }),
  payment_data: JSON.stringify(payment),
});
const totals = (amount: number, subtotal: number, processingFee: number, paymentMethodId: string) => ({
  amount,
  subtotal,
  processingFee,
  processingFeePercent: 2,
  paymentMethodId,
});

async function granted(userId: string, itemId: string) {
  const row = await env.DB.prepare("select count(*) as n from notifications where user_id = ? and msg = ?")
    .bind(userId, `Granted ${itemId}`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("service payments", () => {
  it("from the wallet: the server's price plus a 2 % fee, the fee to the platform, the grant in the same batch", async () => {
    const { token, user } = await walletUser();
    await fundWallet(token, 10_000);
    const fees = await env.DB.prepare("select balance from ledger_accounts where id = 'lac_fees'").first<{
      balance: number;
    }>();
    const res = await money(PAY, token, body("beat_1", totals(2550, 2500, 50, "wallet")));
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe("Payment processed successfully");
    expect(res.json.data).toMatchObject({
      type: "service_payment",
      status: "completed",
      amount: 2500,
      fee: 50,
      signed_amount: -2550,
      balance_after: 7450,
    });
    expect(await details(token)).toMatchObject({ balance: 7450 });
    const after = await env.DB.prepare("select balance from ledger_accounts where id = 'lac_fees'").first<{
      balance: number;
    }>();
    expect((after?.balance ?? 0) - (fees?.balance ?? 0)).toBe(50);
    expect(await granted(user.id, "beat_1")).toBe(1);
  });

  it("refuses a client total that differs from the server's, moving nothing", async () => {
    const { token, user } = await walletUser();
    await fundWallet(token, 10_000);
    for (const wrong of [
      totals(2500, 2500, 0, "wallet"),
      totals(1, 1, 0, "wallet"),
      totals(128, 125, 3, "wallet"),
    ]) {
      const res = await money(PAY, token, body("beat_1", wrong));
      expect(res.status).toBe(422);
      expect(res.json.message.payment_data[0]).toContain("$25.50 in all");
    }
    // Half-up rounding: 2 % of 125 cents is 2.5 → 3.
    expect((await money(PAY, token, body("beat_2", totals(128, 125, 3, "wallet")))).status).toBe(200);
    expect(await details(token)).toMatchObject({ balance: 10_000 - 128 });
    expect(await granted(user.id, "beat_1")).toBe(0);
  });

  it("refuses an unknown request type, an unknown item, bad JSON and too little money", async () => {
    const { token } = await walletUser();
    await fundWallet(token, 1000);
    const unknownType = await money(PAY, token, {
      ...body("beat_1", totals(2550, 2500, 50, "wallet")),
      request_type: "nope",
    });
    expect(unknownType.status).toBe(422);
    expect(unknownType.json.message.request_type).toBeDefined();
    expect((await money(PAY, token, body("beat_9", totals(2550, 2500, 50, "wallet")))).status).toBe(404);
    const badJson = await money(PAY, token, { request_type: TYPE, data: "{oops", payment_data: "{}" });
    expect(badJson.status).toBe(422);
    const broke = await money(PAY, token, body("beat_1", totals(2550, 2500, 50, "wallet")));
    expect(broke.status).toBe(422);
    expect(broke.json.code).toBe("INSUFFICIENT_FUNDS");
    expect(await details(token)).toMatchObject({ balance: 1000 });
  });

  it("charged to a card: the card pays, the wallet is untouched; a declined card grants nothing", async () => {
    const { token, user } = await walletUser();
    const card = await addMethod(token, CARD);
    const res = await money(PAY, token, body("beat_1", totals(2550, 2500, 50, card)));
    expect(res.status).toBe(200);
    expect(await details(token)).toMatchObject({ balance: 0 });
    expect(await granted(user.id, "beat_1")).toBe(1);
    const declined = await addMethod(token, DECLINED_CARD);
    const failed = await money(PAY, token, body("beat_2", totals(128, 125, 3, declined)));
    expect(failed.status).toBe(422);
    expect(failed.json.code).toBe("PAYMENT_FAILED");
    expect(await granted(user.id, "beat_2")).toBe(0);
  });

  it("a double submit with one key pays once", async () => {
    const { token } = await walletUser();
    await fundWallet(token, 10_000);
    const key = newKey();
    const [a, b] = await Promise.all([
      money(PAY, token, body("beat_1", totals(2550, 2500, 50, "wallet")), key),
      money(PAY, token, body("beat_1", totals(2550, 2500, 50, "wallet")), key),
    ]);
    // The second is either still running (409) or a replay of the first (200): never a second payment.
    expect(["200,200", "200,409"]).toContain([a.status, b.status].sort().join());
    expect(await details(token)).toMatchObject({ balance: 7450 });
    const history = await call("/user/wallet/transactions?tx_type=service_payment", { token });
    expect(history.json.data.total).toBe(1);
  });
});
