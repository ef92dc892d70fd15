import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { artist, buyLicence, createBeat, producer } from "../../test-support/beat-fixtures";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call } from "../../test-support/client";
import { creditWallet } from "../../test-support/ledger-fixtures";
import { walletAccount } from "../ledger/service";
import { windowDays } from "./metrics.service";

/* A beat's figures and the producer's totals, from the day rows each sale writes in its own batch. */

const db = testDb();

async function sell(token: string, beatId: string, tier: string, price: number) {
  expect((await buyLicence(token, beatId, tier, price)).status).toBe(200);
}

describe("beat metrics", () => {
  it("counts today's orders and revenue per day and per tier, and the producer's totals", async () => {
    const p = await producer();
    const beat = await createBeat(p.token);
    const other = await createBeat(p.token, { title: "Quiet One" });
    await call(`/creator/beats/status/${beat.id}`, { token: p.token, body: { is_published: true } });
    await env.DB.prepare("update listings set approval = 'approved' where item_id = ?").bind(beat.id).run();
    for (const tier of [
      ["basic", 2_999],
      ["premium", 4_999],
    ] as const) {
      const b = await artist();
      await creditWallet(await walletAccount(db, b.user.id), 100_000);
      await sell(b.token, beat.id, tier[0], tier[1]);
    }

    const week = await call(`/creator/beats/metrics/${beat.id}?window=7`, { token: p.token });
    expect(week.status).toBe(200);
    expect(week.json.data.series).toHaveLength(7);
    expect(week.json.data.totals).toEqual({ plays: 0, listeners: 0, orders: 2, revenue_cents: 7_998 });
    expect(week.json.data.series.at(-1)).toMatchObject({ orders: 2, revenue_cents: 7_998 });
    expect(week.json.data.by_tier).toEqual(
      expect.arrayContaining([
        { tier: "basic", orders: 1, revenue_cents: 2_999 },
        { tier: "premium", orders: 1, revenue_cents: 4_999 },
      ]),
    );
    expect((await call(`/creator/beats/metrics/${beat.id}?window=5`, { token: p.token })).status).toBe(422);
    const stranger = await producer();
    expect((await call(`/creator/beats/metrics/${beat.id}`, { token: stranger.token })).status).toBe(404);

    const stats = await call("/creator/beats/producer-stats", { token: p.token });
    expect(stats.json.data).toMatchObject({
      beats: { total: 2, published: 1, on_market: 1, featured: 0 },
      totals: { orders: 2, revenue_cents: 7_998 },
      top_beats: [{ id: beat.id, orders: 2, revenue_cents: 7_998 }],
    });
    expect(stats.json.data.top_beats.map((b: { id: string }) => b.id)).not.toContain(other.id);
  });

  it("spans the window's days, oldest first, ending today", () => {
    const now = Date.parse("2026-11-28T10:00:00Z");
    expect(windowDays("7", new Date(now), now)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(windowDays("all", new Date(Date.parse("2026-11-26T23:00:00Z")), now)).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
  });
});
