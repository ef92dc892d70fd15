import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { artist, createBeat, producer } from "../../test-support/beat-fixtures";
import { call, grantRole, registerVerifiedUser } from "../../test-support/client";

/* The admin's tracks for sale (spec §7 Admin) on real D1: the queue, decisions, take-downs, audit, notices. */

async function admin() {
  const account = await registerVerifiedUser({ name: "Admin" });
  await grantRole(account.user.id, "admin");
  return account;
}

async function publishedBeat(title = `Queue ${crypto.randomUUID().slice(0, 6)}`) {
  const p = await producer();
  const beat = await createBeat(p.token, { title });
  await call(`/creator/beats/status/${beat.id}`, { token: p.token, body: { is_published: true } });
  return { p, beat, title };
}

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? 0;

async function onMarket(token: string, title: string) {
  const res = await call(`/creator/beat-tracks/marketplace?q=${encodeURIComponent(title)}`, { token });
  return res.json.data.total as number;
}

describe("/admin/tracks-for-sale", () => {
  it("queues a published beat as pending; approval puts it on the market, with an audit row and a notice", async () => {
    const a = await admin();
    const { p, beat, title } = await publishedBeat();
    const buyer = await artist();
    expect(await onMarket(buyer.token, title)).toBe(0);

    const queue = await call(`/admin/tracks-for-sale/list?approval=pending&q=${encodeURIComponent(title)}`, {
      token: a.token,
    });
    expect(queue.status).toBe(200);
    const listing = queue.json.data.data[0];
    expect(listing).toMatchObject({
      item_id: beat.id,
      title,
      user: { id: p.user.id },
      is_approved: null,
      status: 1,
    });
    expect((await call(`/admin/tracks-for-sale/user/${p.user.id}`, { token: a.token })).json.data.total).toBe(
      1,
    );

    const approved = await call(`/admin/tracks-for-sale/moderate/${listing.id}`, {
      token: a.token,
      body: { is_approved: true },
    });
    expect(approved.json).toMatchObject({
      msg: "Track for sale approved",
      data: { is_approved: true, approval: "approved" },
    });
    expect(await onMarket(buyer.token, title)).toBe(1);
    expect(
      await count(
        "select count(*) as n from audit_log where entity = 'track_for_sale' and entity_id = ?",
        listing.id,
      ),
    ).toBe(1);
    expect(
      await count(
        "select count(*) as n from notifications where user_id = ? and type = 'Marketplace'",
        p.user.id,
      ),
    ).toBe(1);

    const down = await call(`/admin/tracks-for-sale/status/${listing.id}`, {
      token: a.token,
      body: { status: 0 },
    });
    expect(down.json).toMatchObject({ msg: "Track for sale Deactivated", data: { status: 0 } });
    expect(await onMarket(buyer.token, title)).toBe(0);
    await call(`/admin/tracks-for-sale/status/${listing.id}`, { token: a.token, body: { status: 1 } });
    expect(await onMarket(buyer.token, title)).toBe(1);

    const deleted = await call(`/admin/tracks-for-sale/delete/${listing.id}`, { token: a.token, body: {} });
    expect(deleted.json.msg).toBe("Track for sale Deleted");
    expect(await onMarket(buyer.token, title)).toBe(0);
    expect((await call(`/admin/tracks-for-sale/${listing.id}`, { token: a.token })).status).toBe(404);
  });

  it("rejects only with a reason, which the seller sees on the beat", async () => {
    const a = await admin();
    const { p, beat, title } = await publishedBeat();
    const [listing] = (
      await call(`/admin/tracks-for-sale?q=${encodeURIComponent(title)}`, { token: a.token })
    ).json.data.data;
    const bare = await call(`/admin/tracks-for-sale/moderate/${listing.id}`, {
      token: a.token,
      body: { is_approved: false },
    });
    expect(bare.status).toBe(422);
    expect(bare.json.message.reason).toBeDefined();
    const rejected = await call(`/admin/tracks-for-sale/moderate/${listing.id}`, {
      token: a.token,
      body: { is_approved: 0, reason: "The preview is silent." },
    });
    expect(rejected.json.data).toMatchObject({ is_approved: false, reason: "The preview is silent." });
    const mine = await call(`/creator/beats/${beat.id}`, { token: p.token });
    expect(mine.json.data).toMatchObject({
      approval: "rejected",
      rejection_reason: "The preview is silent.",
    });
  });

  it("lists a user's beat on their behalf once, edits its text, and is for admins only", async () => {
    const a = await admin();
    const p = await producer();
    const beat = await createBeat(p.token);
    const created = await call("/admin/tracks-for-sale/create", {
      token: a.token,
      body: { beat_id: beat.id },
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ approval: "approved", item_id: beat.id });
    expect(
      (await call("/admin/tracks-for-sale/create", { token: a.token, body: { beat_id: beat.id } })).status,
    ).toBe(409);
    expect(
      (await call("/admin/tracks-for-sale/create", { token: a.token, body: { beat_id: "bt_missing" } }))
        .status,
    ).toBe(404);
    const edited = await call(`/admin/tracks-for-sale/update/${created.json.data.id}`, {
      token: a.token,
      body: { description: "Dark trap, 140 BPM." },
    });
    expect(edited.json.data.description).toBe("Dark trap, 140 BPM.");
    // The producer's later edit of something else leaves the admin's correction in place.
    await call(`/creator/beats/update/${beat.id}`, { token: p.token, body: { bpm: 141 } });
    const after = await call(`/admin/tracks-for-sale/${created.json.data.id}`, { token: a.token });
    expect(after.json.data.description).toBe("Dark trap, 140 BPM.");
    expect((await call("/admin/tracks-for-sale/list", { token: p.token })).status).toBe(403);
  });
});
