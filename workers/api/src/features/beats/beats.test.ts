import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { artist, beatBody, createBeat, producer } from "../../test-support/beat-fixtures";
import { call, registerVerifiedUser } from "../../test-support/client";

/* The producer's beats (spec §7 Creator `beats`) on real D1: who may, what is refused, what moves. */

describe("/creator/beats", () => {
  it("creates a beat with its tiers in order, the key made canonical, and lists it at …/list and the base", async () => {
    const p = await producer();
    const res = await call("/creator/beats/create", { token: p.token, body: beatBody() });
    expect(res.status).toBe(201);
    expect(res.json.msg).toBe("Beat Added");
    const beat = res.json.data;
    expect(beat).toMatchObject({
      title: "Night Drive",
      bpm: 140,
      key: "D# minor",
      is_published: false,
      approval: null,
    });
    expect(beat.licences.map((l: { tier: string }) => l.tier)).toEqual([
      "basic",
      "premium",
      "trackout",
      "unlimited",
      "exclusive",
    ]);
    expect(beat.lowest_price_cents).toBe(2_999);
    for (const path of ["/creator/beats/list", "/creator/beats"]) {
      const list = await call(path, { token: p.token });
      expect(list.status).toBe(200);
      expect(list.json.data).toMatchObject({ total: 1, data: [{ id: beat.id }] });
    }
    expect((await call(`/creator/beats/${beat.id}`, { token: p.token })).json.data.id).toBe(beat.id);
  });

  it("refuses bad input with field messages and writes nothing", async () => {
    const p = await producer();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bpm: 39 }, "bpm"],
      [{ bpm: 241 }, "bpm"],
      [{ key: "H minor" }, "key"],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, "tags"],
      [{ licences: [] }, "licences"],
      [{ licences: [{ ...beatBody().licences[0], price_cents: 99 }] }, "licences.0.price_cents"],
      [{ licences: [{ ...beatBody().licences[0], price_cents: 10_000_001 }] }, "licences.0.price_cents"],
      [{ licences: [{ ...beatBody().licences[0], tier: "gold" }] }, "licences.0.tier"],
      [{ licences: [beatBody().licences[0], beatBody().licences[0]] }, "licences"],
      [{ genre_id: "gen_missing" }, "genre_id"],
    ];
    for (const [overrides, field] of cases) {
      const res = await call("/creator/beats/create", { token: p.token, body: beatBody(overrides) });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.json.message), field).toContain(field);
    }
    expect((await call("/creator/beats/list", { token: p.token })).json.data.total).toBe(0);
  });

  it("is for producers only: a listener and an artist get 403, someone else's beat is 404", async () => {
    const p = await producer();
    const beat = await createBeat(p.token);
    const listener = await registerVerifiedUser();
    expect((await call("/creator/beats/list", { token: listener.token })).status).toBe(403);
    const a = await artist();
    expect((await call("/creator/beats/create", { token: a.token, body: beatBody() })).status).toBe(403);
    const other = await producer();
    for (const [path, body] of [
      [`/creator/beats/${beat.id}`, undefined],
      [`/creator/beats/update/${beat.id}`, { title: "Mine now" }],
      [`/creator/beats/status/${beat.id}`, { is_published: true }],
      [`/creator/beats/delete/${beat.id}`, {}],
    ] as const) {
      const res = await call(
        path,
        body === undefined ? { token: other.token, method: "GET" } : { token: other.token, body },
      );
      expect(res.status, path).toBe(404);
    }
  });

  it("lists a beat for moderation when first published; a new title sends it back, a price does not", async () => {
    const p = await producer();
    const beat = await createBeat(p.token);
    const published = await call(`/creator/beats/status/${beat.id}`, {
      token: p.token,
      body: { is_published: true },
    });
    expect(published.json).toMatchObject({
      msg: "Beat Activated",
      data: { is_published: true, approval: "pending" },
    });
    await env.DB.prepare("update listings set approval = 'approved' where item_id = ?").bind(beat.id).run();
    const repriced = await call(`/creator/beats/update/${beat.id}`, {
      token: p.token,
      body: { licences: [{ ...beatBody().licences[0], price_cents: 1_500 }] },
    });
    expect(repriced.json.data).toMatchObject({ approval: "approved", lowest_price_cents: 1_500 });
    const retitled = await call(`/creator/beats/update/${beat.id}`, {
      token: p.token,
      body: { title: "Night Ride" },
    });
    expect(retitled.json.data.approval).toBe("pending");
    const off = await call(`/creator/beats/status/${beat.id}`, {
      token: p.token,
      body: { is_published: false },
    });
    expect(off.json).toMatchObject({ msg: "Beat Deactivated", data: { is_published: false } });
  });

  it("features at most 5 beats", async () => {
    const p = await producer();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push((await createBeat(p.token, { title: `Beat ${i}` })).id);
    for (const id of ids.slice(0, 5)) {
      const res = await call(`/creator/beats/featured/${id}`, {
        token: p.token,
        body: { is_featured: true },
      });
      expect(res.json.data.is_featured).toBe(true);
    }
    const sixth = await call(`/creator/beats/featured/${ids[5]}`, {
      token: p.token,
      body: { is_featured: true },
    });
    expect(sixth.status).toBe(422);
    expect(sixth.json.message.is_featured[0]).toMatch(/at most 5/);
    await call(`/creator/beats/featured/${ids[0]}`, { token: p.token, body: { is_featured: false } });
    expect(
      (await call(`/creator/beats/featured/${ids[5]}`, { token: p.token, body: { is_featured: 1 } })).status,
    ).toBe(200);
  });

  it("deletes a beat that never sold", async () => {
    const p = await producer();
    const beat = await createBeat(p.token);
    await call(`/creator/beats/status/${beat.id}`, { token: p.token, body: { is_published: true } });
    const res = await call(`/creator/beats/delete/${beat.id}`, { token: p.token, body: {} });
    expect(res.json).toMatchObject({ msg: "Beat Deleted", data: { removed: true } });
    expect((await call(`/creator/beats/${beat.id}`, { token: p.token, method: "GET" })).status).toBe(404);
  });
});
