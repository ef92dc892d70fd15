import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { beatStatements } from "../../../scripts/seed/beats.mjs";
import { artist, beatFiles, producer } from "../../test-support/beat-fixtures";
import { call, grantRole, registerVerifiedUser } from "../../test-support/client";

/* The demo market's seed on real migrations: what `npm run dev` shows buyers, the producer and the admin. */

describe("demo beats seed", () => {
  it("lists six approved beats (two featured first), queues one, and re-runs harmlessly", async () => {
    const p = await producer("Seed Producer");
    const genre = await env.DB.prepare("select id from genres limit 1").first<{ id: string }>();
    const mood = await env.DB.prepare("select id from moods limit 1").first<{ id: string }>();
    // The seed's files are the demo catalogue's audio (seed/beat-files.mjs); here, the fixture's files.
    const files = new Map<number, Record<string, string>>();
    for (let i = 0; i < 7; i++) files.set(i, await beatFiles(p.user.id));
    const ids = {
      producerId: p.user.id,
      genreId: () => genre?.id ?? null,
      moodId: () => mood?.id ?? null,
      files,
    };
    // Seeded ids are fixed, so the test seeds a fresh copy of the rows under its own producer.
    await env.DB.prepare("delete from listings where id like 'lst_demo%'").run();
    await env.DB.prepare("delete from beat_tiers where beat_id like 'bt_demo%'").run();
    await env.DB.prepare("delete from beats where id like 'bt_demo%'").run();
    const { statements, listed, pending } = beatStatements(ids, Date.now());
    // Twice: re-running the seed changes nothing.
    for (let run = 0; run < 2; run++) for (const s of statements) await env.DB.prepare(s).run();
    expect({ listed, pending }).toEqual({ listed: 6, pending: 1 });

    const buyer = await artist();
    const market = await call(`/creator/beat-tracks/marketplace?per_page=50`, { token: buyer.token });
    const mine = market.json.data.data.filter(
      (b: { producer: { id: string } }) => b.producer.id === p.user.id,
    );
    expect(mine).toHaveLength(6);
    expect(mine.slice(0, 2).every((b: { is_featured: boolean }) => b.is_featured)).toBe(true);
    expect(mine[0].tiers).toEqual(["basic", "premium", "trackout", "unlimited", "exclusive"]);
    expect(mine.every((b: { preview_url: string | null }) => b.preview_url?.includes("/media/stream/"))).toBe(
      true,
    );

    const admin = await registerVerifiedUser();
    await grantRole(admin.user.id, "admin");
    const queue = await call(`/admin/tracks-for-sale/user/${p.user.id}`, { token: admin.token });
    expect(queue.json.data.data.filter((l: { approval: string }) => l.approval === "pending")).toHaveLength(
      1,
    );
    expect((await call("/creator/beats/list", { token: p.token })).json.data.total).toBe(7);
  });
});
