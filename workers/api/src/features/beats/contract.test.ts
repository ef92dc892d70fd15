import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { artist, beatBody, buyLicence, createBeat, producer } from "../../test-support/beat-fixtures";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call } from "../../test-support/client";
import { creditWallet } from "../../test-support/ledger-fixtures";
import { pdfText } from "../../test-support/pdf-text";
import { TEST_SELLABLES } from "../../test-support/sellables";
import { walletAccount } from "../ledger/service";

/*
 * A beat licence's contract on real D1 and R2: listed under "my licences", its PDF's text read back, only
 * the buyer and the producer can download it, and editing the beat afterwards leaves it as sold.
 */

const db = testDb();
const app = createApp({ sellables: TEST_SELLABLES });

async function contract(token: string, url: string) {
  const ctx = createExecutionContext();
  const request = new Request(`http://localhost${url}`, { headers: { authorization: `Bearer ${token}` } });
  const res = await app.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

describe("beat licence contracts", () => {
  it("prints the sale's terms, is the buyer's and the producer's only, and never changes", async () => {
    const p = await producer("Kato Beats");
    const beat = await createBeat(p.token, { title: "Night Drive" });
    await call(`/creator/beats/status/${beat.id}`, { token: p.token, body: { is_published: true } });
    await env.DB.prepare("update listings set approval = 'approved' where item_id = ?").bind(beat.id).run();
    const buyer = await artist("Amani Writer");
    await creditWallet(await walletAccount(db, buyer.user.id), 100_000);
    const paid = await buyLicence(buyer.token, beat.id, "premium", 4_999);
    expect(paid.status).toBe(200);

    const mine = await call("/creator/beat-tracks/licences", { token: buyer.token });
    expect(mine.json.data.total).toBe(1);
    const licence = mine.json.data.data[0];
    expect(licence).toMatchObject({
      tier: "premium",
      price_cents: 4_999,
      fee_cents: 100,
      beat: { title: "Night Drive", producer: "Kato Beats" },
    });

    const first = await contract(buyer.token, licence.contract_url);
    expect(first).toMatchObject({ status: 200, type: "application/pdf" });
    const text = await pdfText(first.bytes);
    for (const expected of [
      `Contract number: ${licence.order_id}`,
      "Title: Night Drive",
      "Seller: Kato Beats",
      "Buyer: Amani Writer",
      "Tier: premium",
      "$49.99",
      "5,000 distribution copies",
      "250,000 audio streams",
      "Term: 5 years",
    ]) {
      expect(text).toContain(expected);
    }
    expect((await contract(p.token, licence.contract_url)).status).toBe(200);
    const stranger = await artist();
    expect((await contract(stranger.token, licence.contract_url)).status).toBe(404);

    // The producer renames the beat and rewrites its tiers: the contract already sold reads the same.
    const premium = beatBody().licences.find((l) => l.tier === "premium");
    await call(`/creator/beats/update/${beat.id}`, {
      token: p.token,
      body: { title: "Night Ride", licences: [{ ...premium, price_cents: 9_999, audio_streams: 1 }] },
    });
    const later = await contract(buyer.token, licence.contract_url);
    expect(await pdfText(later.bytes)).toBe(text);
    expect(later.bytes).toEqual(first.bytes);
  });
});
