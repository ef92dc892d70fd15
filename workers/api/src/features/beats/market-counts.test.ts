import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { artist, createBeat, listedBeat } from "../../test-support/beat-fixtures";
import { call } from "../../test-support/client";

/* The market's counters (migration 0032) follow every way a beat comes on or off the market. */

async function genre(title: string) {
  const id = `gen_${crypto.randomUUID().replace(/-/g, "").slice(0, 26)}`;
  const now = Date.now();
  await env.DB.prepare(
    "insert into genres (id, title, normalized_title, status, created_at, updated_at) values (?, ?, ?, 1, ?, ?)",
  )
    .bind(id, title, `${title.toLowerCase()} ${id}`, now, now)
    .run();
  return id;
}

/** What the counters say against what the rows say, for the whole market and each genre. */
async function expectCountersTrue() {
  const drift = await env.DB.prepare(
    `select c.genre_id, c.listed, (select count(*) from beats b where b.listed = 1
       and (c.genre_id = '' or coalesce(b.genre_id, '~') = c.genre_id)) as actual
     from beat_market_counts c where c.listed <> actual`,
  ).all();
  expect(drift.results).toEqual([]);
}

describe("the market's counters", () => {
  it("match the listed rows through publication, moderation, genre changes, exclusive sales and deletes", async () => {
    const [house, trap] = [await genre("House"), await genre("Trap")];
    const a = await listedBeat({ genre_id: house });
    const b = await listedBeat({ genre_id: trap });
    await listedBeat({});
    await expectCountersTrue();

    await call(`/creator/beats/update/${a.beat.id}`, { token: a.p.token, body: { genre_id: trap } });
    await expectCountersTrue();
    await call(`/creator/beats/status/${b.beat.id}`, { token: b.p.token, body: { is_published: false } });
    await expectCountersTrue();
    await env.DB.prepare("update listings set status = 0 where item_id = ?").bind(a.beat.id).run();
    await expectCountersTrue();
    await env.DB.prepare("update listings set status = 1 where item_id = ?").bind(a.beat.id).run();
    const unlisted = await createBeat(a.p.token, { genre_id: house });
    await call(`/creator/beats/delete/${unlisted.id}`, { token: a.p.token, body: {} });
    await env.DB.prepare("update beats set exclusive_sold_at = ? where id = ?")
      .bind(Date.now(), a.beat.id)
      .run();
    await expectCountersTrue();

    const buyer = await artist();
    const page = await call(`/creator/beat-tracks/marketplace?genre_id=${trap}`, { token: buyer.token });
    expect(page.json.data.total).toBe(page.json.data.data.length);
  });
});
