import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../kit/ids";
import { testDb } from "../../test-support/catalogue-fixtures";
import { ledgerUser } from "../../test-support/ledger-fixtures";
import { pdfText } from "../../test-support/pdf-text";
import { runLedgerBatch } from "../ledger/service";
import type { ContractTerms } from "./contract-pdf";
import { contractKey, readContract, storeContract } from "./contracts";
import { orderPaidInstantStatements } from "./money";

/*
 * Contracts on real D1 and R2: the PDF's text read back (its content streams inflated and their strings
 * decoded), only the buyer and the seller can read it, and a later change to the item's terms leaves a
 * contract already sold unchanged.
 */

const db = testDb();
const user = (name: string, funds = 0) => ledgerUser(funds, name);

/** A beat tier as its producer edits it: the source the terms snapshot is taken from. */
const tier = {
  name: "Premium",
  price_cents: 4_999,
  rights: { "Audio streams": "500,000", "Music videos": "1" },
};

async function sell(buyerFunds = 100_000) {
  const seller = await user("Kato Beats");
  const buyer = await user("Amani Writer", buyerFunds);
  const id = newId("ord");
  const terms: ContractTerms = {
    contract_number: id,
    title: "Sunset Groove",
    seller: seller.name,
    buyer: buyer.name,
    tier: tier.name,
    price_cents: tier.price_cents,
    fee_cents: 100,
    rights: { ...tier.rights },
    sold_at: new Date().toISOString(),
  };
  const key = await storeContract(env.MEDIA, id, terms);
  const built = orderPaidInstantStatements({
    id,
    buyerId: buyer.id,
    buyerWalletId: buyer.walletId,
    market: "beats",
    itemKind: "beat_licence",
    itemId: newId("bet"),
    tier: "premium",
    priceCents: tier.price_cents,
    terms: { ...terms },
    payees: [{ userId: seller.id, accountId: seller.walletId, shareBps: 10_000 }],
    contractKey: key,
    line: { description: "Beat licence", counterparty: seller.name },
  });
  await runLedgerBatch(db, built.statements);
  return { id, seller, buyer };
}

describe("contracts", () => {
  it("the PDF says what was sold: title, seller, buyer, tier, price, rights and contract number", async () => {
    const { id, buyer } = await sell();
    const object = await readContract(db, env.MEDIA, buyer.id, id);
    expect(object.httpMetadata?.contentType).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await object.arrayBuffer()));
    for (const line of [
      "Licence contract",
      `Contract number: ${id}`,
      "Title: Sunset Groove",
      "Seller: Kato Beats",
      "Buyer: Amani Writer",
      "Tier: Premium",
      "Price: $49.99 (platform fee $1.00)",
      "Audio streams: 500,000",
      "Music videos: 1",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("only the buyer and the seller can read it; anyone else, or a missing order, is a 404", async () => {
    const { id, buyer, seller } = await sell();
    const stranger = await user("Someone Else");
    await expect(readContract(db, env.MEDIA, seller.id, id)).resolves.toBeTruthy();
    await expect(readContract(db, env.MEDIA, buyer.id, id)).resolves.toBeTruthy();
    await expect(readContract(db, env.MEDIA, stranger.id, id)).rejects.toMatchObject({ status: 404 });
    await expect(readContract(db, env.MEDIA, buyer.id, newId("ord"))).rejects.toMatchObject({ status: 404 });
  });

  it("editing the item's terms afterwards leaves a contract already sold unchanged", async () => {
    const { id, buyer } = await sell();
    const before = new Uint8Array(await (await readContract(db, env.MEDIA, buyer.id, id)).arrayBuffer());
    tier.price_cents = 9_999;
    tier.rights["Audio streams"] = "Unlimited";
    const later = await sell();
    const after = new Uint8Array(await (await readContract(db, env.MEDIA, buyer.id, id)).arrayBuffer());
    expect(after).toEqual(before);
    const text = await pdfText(after);
    expect(text).toContain("Price: $49.99");
    expect(text).toContain("Audio streams: 500,000");
    expect(
      await pdfText(
        new Uint8Array(await (await readContract(db, env.MEDIA, later.buyer.id, later.id)).arrayBuffer()),
      ),
    ).toContain("Audio streams: Unlimited");
    // The snapshot itself cannot be rewritten either.
    await expect(
      env.DB.prepare("update orders set terms = ? where id = ?").bind("{}", id).run(),
    ).rejects.toThrow(/terms are immutable/);
    expect(contractKey(id)).toBe(`contracts/${id}.pdf`);
  });
});
