import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AppError } from "../../kit/errors";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call } from "../../test-support/client";
import { expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import { approveListing, createSong, funds, songBuyer, songwriter } from "../../test-support/song-fixtures";
import { approveBid, cancelDeal } from "./approvals.service";
import { changeBid, expireBids, placeBid, withdrawBid } from "./bids.service";
import { completeDeal } from "./deals.service";
import { bidMoves } from "./machine";

/*
 * The song market's money under concurrency on real D1 (issue #35): every bid's hold is pending exactly
 * while the bid is pending or approved, and holds the bid's amount + fee; no wallet goes below zero;
 * every posting balances; two approvals on one song make one deal; a split pays every cent.
 */

const db = testDb();
const deps = { db, realtime: env.REALTIME, secret: "test", media: env.MEDIA };

/** A song on the market by writers with `splits` (the first one owns it), every consent given. */
async function marketSong(splits: number[], minBid = 100) {
  const writers = await Promise.all(splits.map((_, i) => songwriter(`Writer ${i + 1}`)));
  const [owner] = writers;
  if (!owner) throw new Error("no writers");
  const song = await createSong(
    owner.token,
    owner.user.id,
    { min_bid: minBid },
    writers.map((w, i) => ({ user_id: w.user.id, split: splits[i] as number })),
  );
  for (const w of writers.slice(1)) {
    await call(`/creator/writer/written_songs/consent/${song.id}`, {
      token: w.token,
      body: { accept: true },
    });
  }
  await call(`/creator/writer/written_songs/status/${song.id}`, { token: owner.token, body: { status: 1 } });
  await approveListing(song.id);
  return { song, writers };
}

/** What an operation answers when there was nothing for it to act on. */
const IDLE = Symbol("idle");

/** Runs `op`; a refusal (4xx) is an expected outcome of a race, anything else fails the test. */
async function attempt(op: () => Promise<unknown>): Promise<"ok" | "idle" | number> {
  try {
    return (await op()) === IDLE ? "idle" : "ok";
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return error.status;
    throw error;
  }
}

async function holdsMatchBids() {
  const drift = await env.DB.prepare(
    `select b.id, b.status, h.state, b.total_cents, h.amount from song_bids b join ledger_holds h on h.id = b.hold_id
     where (b.status in ('pending', 'approved')) <> (h.state = 'pending') or b.total_cents <> h.amount`,
  ).all();
  expect(drift.results).toEqual([]);
  const sums = await env.DB.prepare(
    `select
       (select coalesce(sum(total_cents), 0) from song_bids where status in ('pending', 'approved')) as open_bids,
       (select coalesce(sum(h.amount), 0) from ledger_holds h join song_bids b on b.hold_id = h.id where h.state = 'pending') as open_holds,
       (select count(*) from ledger_holds h where h.state = 'pending' and h.id in (
          select hold_id from song_bids where status not in ('pending', 'approved'))) as stray`,
  ).first<{ open_bids: number; open_holds: number; stray: number }>();
  expect(sums?.open_holds).toBe(sums?.open_bids);
  expect(sums?.stray).toBe(0);
  const doubled = await env.DB.prepare(
    "select song_id from song_bids where status in ('approved', 'completed') group by song_id having count(*) > 1",
  ).all();
  expect(doubled.results).toEqual([]);
}

describe("song market money", () => {
  it("the migration holds the bid machine's trigger", async () => {
    const row = await env.DB.prepare("select sql from sqlite_master where type = 'trigger' and name = ?")
      .bind(bidMoves.trigger)
      .first<{ sql: string }>();
    const squash = (text: string) => text.replace(/\s+/g, " ").replace(/;\s*$/, "").trim();
    expect(squash(`${row?.sql};`)).toBe(squash(bidMoves.triggerSql()));
  });

  it("pays 10,001 cents over 33/33/34 % to the cent", async () => {
    const { song, writers } = await marketSong([33, 33, 34]);
    const buyer = await songBuyer(20_000);
    const id = await placeBid(deps, buyer.user.id, song.id, 10_001);
    await approveBid(deps, writers[0]?.user.id as string, id);
    await completeDeal(deps, buyer.user.id, id);
    const paid = await Promise.all(writers.map(async (w) => (await funds(w.user.id)).balance));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(10_001);
    expect([...paid].sort()).toEqual([3_300, 3_300, 3_401]);
    expect(await funds(buyer.user.id)).toEqual({ balance: 20_000 - 10_001 - 200, held: 0 });
    await expectLedgerInvariants();
  });

  it("of two approvals of different bids on one song, exactly one makes the deal", async () => {
    const { song, writers } = await marketSong([50, 50]);
    const [a, b] = await Promise.all([songBuyer(10_000), songBuyer(10_000)]);
    const bidA = await placeBid(deps, a.user.id, song.id, 3_000);
    const bidB = await placeBid(deps, b.user.id, song.id, 4_000);
    const outcomes = await Promise.all([
      attempt(() => approveBid(deps, writers[0]?.user.id as string, bidA)),
      attempt(() => approveBid(deps, writers[1]?.user.id as string, bidB)),
    ]);
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcomes.filter((o) => o === 409)).toHaveLength(1);
    await holdsMatchBids();
    await expectLedgerInvariants();
  });

  it("never lets a credit change under a deal: a decline racing an approval loses, or the approval does", async () => {
    for (let round = 0; round < 5; round++) {
      const { song, writers } = await marketSong([50, 50]);
      const [owner, co] = writers as [(typeof writers)[number], (typeof writers)[number]];
      const buyer = await songBuyer(10_000);
      const bidId = await placeBid(deps, buyer.user.id, song.id, 2_000);
      const [approved, declined] = await Promise.all([
        attempt(() => approveBid(deps, owner.user.id, bidId)),
        call(`/creator/writer/written_songs/consent/${song.id}`, {
          token: co.token,
          body: { accept: false },
        }),
      ]);
      const consent = await env.DB.prepare(
        "select consent from song_writers where song_id = ? and user_id = ?",
      )
        .bind(song.id, co.user.id)
        .first<{ consent: string }>();
      // Exactly one of the two took effect.
      expect([approved === "ok", consent?.consent === "declined"].filter(Boolean)).toHaveLength(1);
      expect(declined.status).toBe(approved === "ok" ? 409 : 200);
    }
    await holdsMatchBids();
  });

  it("keeps holds equal to open bids through 500 random concurrent operations", async () => {
    // Enough songs that sales (final) leave deals to approve, cancel and complete all through the run.
    const songs = await Promise.all(
      [[100], [60, 40], [33, 33, 34], [100], [50, 50], [100], [70, 30], [100]].map((splits) =>
        marketSong(splits, 500),
      ),
    );
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => songBuyer(15_000 + i * 5_000)));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
    const amount = () => 500 + Math.floor(Math.random() * 12_000);
    const ours = songs.map((s) => s.song.id);
    const bidsOf = async (status: string) =>
      (
        await env.DB.prepare(
          `select id, song_id, bidder_id from song_bids where status = ? and song_id in (${ours.map(() => "?").join(", ")})`,
        )
          .bind(status, ...ours)
          .all<{ id: string; song_id: string; bidder_id: string }>()
      ).results;
    const writerOf = (songId: string) => pick(songs.find((s) => s.song.id === songId)?.writers ?? []).user.id;
    const ops: Record<string, () => Promise<unknown>> = {
      bid: async () => {
        const { song } = pick(songs);
        await placeBid(deps, pick(buyers).user.id, song.id, amount());
      },
      raise: async () => {
        const b = pick(await bidsOf("pending"));
        return b ? await changeBid(deps, b.bidder_id, b.id, amount()) : IDLE;
      },
      withdraw: async () => {
        const b = pick(await bidsOf("pending"));
        return b ? await withdrawBid(deps, b.bidder_id, b.id) : IDLE;
      },
      approve: async () => {
        const b = pick(await bidsOf("pending"));
        return b ? await approveBid(deps, writerOf(b.song_id), b.id) : IDLE;
      },
      cancel: async () => {
        const b = pick(await bidsOf("approved"));
        return b ? await cancelDeal(deps, writerOf(b.song_id), b.id) : IDLE;
      },
      complete: async () => {
        const b = pick(await bidsOf("approved"));
        return b ? await completeDeal(deps, b.bidder_id, b.id) : IDLE;
      },
      expire: async () => {
        const b = pick(await bidsOf("pending"));
        if (!b) return IDLE;
        await env.DB.prepare("update song_bids set expires_at = 0 where id = ? and status = 'pending'")
          .bind(b.id)
          .run();
        await expireBids(db);
      },
    };
    // A sold song takes no more bids: the market keeps refusing them (409), which the mix expects.
    const names = [
      ...["bid", "bid", "bid", "raise", "raise", "withdraw", "expire"],
      ...["approve", "approve", "approve", "cancel", "complete", "complete", "complete"],
    ];
    const tally = new Map<string, number>();
    for (let wave = 0; wave < 25; wave += 1) {
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => {
          const name = pick(names);
          return attempt(ops[name] as () => Promise<unknown>).then((o) => `${name}:${o}`);
        }),
      );
      for (const o of outcomes) tally.set(o, (tally.get(o) ?? 0) + 1);
    }
    console.log("song money mix:", Object.fromEntries([...tally].sort()));
    expect([...tally.values()].reduce((a, b) => a + b, 0)).toBe(500);
    // The mix reached every move, not only refusals and idle turns.
    for (const name of ["bid", "raise", "withdraw", "approve", "cancel", "complete", "expire"])
      expect(tally.get(`${name}:ok`) ?? 0, name).toBeGreaterThan(0);
    await holdsMatchBids();
    await expectLedgerInvariants();
    // The market's counts (migration 0037) followed every move of `listed`.
    const counts = await env.DB.prepare(
      `select (select listed from song_market_counts where genre_id = '') as counted,
         (select count(*) from written_songs where listed = 1) as listed`,
    ).first<{ counted: number; listed: number }>();
    expect(counts?.counted).toBe(counts?.listed);
    // Every completed deal paid its writers exactly its amount.
    const unpaid = await env.DB.prepare(
      `select b.id from song_bids b where b.status = 'completed' and b.amount_cents <> (
         select coalesce(sum(p.amount), 0) from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
         join ledger_accounts a on a.id = p.account_id
         where t.kind = 'song_sale' and t.reference = b.order_id and a.kind = 'wallet')`,
    ).all();
    expect(unpaid.results).toEqual([]);
  }, 60_000);
});
