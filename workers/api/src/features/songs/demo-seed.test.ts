import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CO_WRITERS, songStatements } from "../../../scripts/seed/songs.mjs";
import { beatFiles } from "../../test-support/beat-fixtures";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call } from "../../test-support/client";
import { creditWallet, expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import { songBuyer, songwriter } from "../../test-support/song-fixtures";
import { walletAccount } from "../ledger/service";

/* The demo song market's seed on real migrations: what `npm run dev` shows the writer, co-writers and buyers. */

const db = testDb();

describe("demo songs seed", () => {
  it("lists two songs, waits for one co-writer, holds the promoter's bid, and re-runs harmlessly", async () => {
    const owner = await songwriter("Seed Writer");
    const promoter = await songBuyer(0, "Seed Promoter");
    const wallet = await walletAccount(db, promoter.user.id);
    await creditWallet(wallet, 50_000);
    const now = Date.now();
    for (const id of CO_WRITERS) {
      await env.DB.prepare(
        "insert or ignore into users (id, name, email, country, status, created_at, updated_at) values (?, ?, ?, 'UG', 'active', ?, ?)",
      )
        .bind(id, `Co ${id.slice(-2)}`, `${id}@example.test`, now, now)
        .run();
    }
    const files = await beatFiles(owner.user.id);
    const artist = await env.DB.prepare("select artist_id from tracks where id = ?")
      .bind(files.preview_track_id)
      .first<{ artist_id: string }>();
    const genre = await env.DB.prepare("select id from genres limit 1").first<{ id: string }>();
    const demo = { key: `audio/${files.wav_track_id}`, size: 1_000, durationMs: 1_000 };
    const { statements, listed } = songStatements(
      {
        ownerId: owner.user.id,
        artistId: artist?.artist_id ?? "",
        bidderId: promoter.user.id,
        promoterWallet: wallet,
        genreId: () => genre?.id ?? null,
        moodId: () => null,
        demos: [demo, demo],
      },
      now,
    );
    for (let run = 0; run < 2; run++) for (const s of statements) await env.DB.prepare(s).run();
    expect(listed).toBe(2);

    const mine = await call("/creator/writer/written_songs/list", { token: owner.token });
    expect(mine.json.data.total).toBe(4);
    const onMarket = mine.json.data.data.filter((s: { on_market: boolean }) => s.on_market);
    expect(onMarket.map((s: { title: string }) => s.title).sort()).toEqual([
      "Kampala Nights",
      "Letters to Jinja",
    ]);
    const awaiting = mine.json.data.data.find((s: { title: string }) => s.title === "Boda Love Song");
    expect(awaiting.rights).toMatchObject({ clear: false });
    const sales = await call("/creator/songs/marketplace/my_sales?status=pending", { token: owner.token });
    expect(sales.json.data.data).toEqual([expect.objectContaining({ amount: 9_000, status: "pending" })]);
    const bids = await call("/creator/songs/marketplace/my_purchases", { token: promoter.token });
    expect(bids.json.data.total).toBe(1);
    const held = await env.DB.prepare("select held from ledger_accounts where id = ?")
      .bind(wallet)
      .first<{ held: number }>();
    expect(held?.held).toBe(9_180);
    const stats = await call(`/creator/songs/marketplace/song_stats/${onMarket[0].id}`, {
      token: owner.token,
    });
    expect(stats.json.data.views).toBeGreaterThan(0);
    await expectLedgerInvariants();
  });
});
