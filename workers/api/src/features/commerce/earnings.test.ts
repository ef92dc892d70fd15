import { describe, expect, it } from "vitest";
import { newId } from "../../kit/ids";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, registerVerifiedUser } from "../../test-support/client";
import { creditWallet } from "../../test-support/ledger-fixtures";
import { runLedgerBatch, walletAccount } from "../ledger/service";
import { orderHeldStatements, orderPaidInstantStatements } from "./money";
import { refundOrder, releaseOrder } from "./service";

/*
 * `GET /user/wallet/payment-requests` on real D1: a seller's money across markets, held, paid or refunded,
 * with their share of split orders; nobody else's orders.
 */

const db = testDb();

async function buyer() {
  const account = await registerVerifiedUser();
  const walletId = await walletAccount(db, account.user.id);
  await creditWallet(walletId, 100_000);
  return { id: account.user.id, walletId };
}

describe("GET /user/wallet/payment-requests", () => {
  it("lists what is held for the seller, paid to them and refunded, newest first, with their share", async () => {
    const seller = await registerVerifiedUser();
    const partner = await registerVerifiedUser();
    const b = await buyer();
    const payees = [
      { userId: seller.user.id, accountId: await walletAccount(db, seller.user.id), shareBps: 3_300 },
      { userId: partner.user.id, accountId: await walletAccount(db, partner.user.id), shareBps: 6_700 },
    ];
    const base = {
      buyerId: b.id,
      buyerWalletId: b.walletId,
      itemKind: "test_item",
      terms: { title: "Night Drive", buyer: "Ama K." },
      payees,
      line: { description: "Order", counterparty: "Seller" },
    };
    const sold = (market: "beats" | "songs", price: number, held: boolean) => {
      const input = { ...base, market, itemId: newId("itm"), priceCents: price };
      return held ? orderHeldStatements(input) : orderPaidInstantStatements(input);
    };
    const beat = sold("beats", 10_001, false);
    await runLedgerBatch(db, beat.statements);
    const song = sold("songs", 5_000, true);
    await runLedgerBatch(db, song.statements);
    const refunded = sold("songs", 2_000, true);
    await runLedgerBatch(db, refunded.statements);
    await refundOrder(db, refunded.id);
    const released = sold("songs", 1_000, true);
    await runLedgerBatch(db, released.statements);
    await releaseOrder(db, released.id);

    const res = await call("/user/wallet/payment-requests?per_page=3", { token: seller.token });
    expect(res.status).toBe(200);
    const page = res.json.data;
    expect(page).toMatchObject({ total: 4, current_page: 1, last_page: 2, per_page: 3 });
    expect(
      page.data.map((e: { order_id: string; state: string; amount_cents: number }) => [
        e.order_id,
        e.state,
        e.amount_cents,
      ]),
    ).toEqual([
      [released.id, "paid", 330],
      [refunded.id, "refunded", 0],
      [song.id, "held", 1_650],
    ]);
    const next = await call("/user/wallet/payment-requests?per_page=3&page=2", { token: partner.token });
    expect(next.json.data.data).toMatchObject([
      {
        order_id: beat.id,
        state: "paid",
        share_bps: 6_700,
        market: "beats",
        title: "Night Drive",
        buyer: "Ama K.",
      },
    ]);
    // The seller's and partner's shares of the beat sum to its price.
    const mine = await call("/user/wallet/payment-requests?per_page=3&page=2", { token: seller.token });
    expect(mine.json.data.data[0].amount_cents + next.json.data.data[0].amount_cents).toBe(10_001);

    const stranger = await registerVerifiedUser();
    const none = await call("/user/wallet/payment-requests", { token: stranger.token });
    expect(none.json.data).toMatchObject({ data: [], total: 0 });
  });

  it("asks for a session and refuses a bad page", async () => {
    expect((await call("/user/wallet/payment-requests")).status).toBe(401);
    const user = await registerVerifiedUser();
    const bad = await call("/user/wallet/payment-requests?per_page=0", { token: user.token });
    expect(bad.status).toBe(422);
  });
});
