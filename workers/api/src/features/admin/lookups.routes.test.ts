import { describe, expect, it } from "vitest";
import { createTrack } from "../../test-support/catalogue-fixtures";
import { call, grantRole, registerUser } from "../../test-support/client";

async function admin() {
  const account = await registerUser();
  await grantRole(account.user.id, "admin");
  return account;
}

const unique = (base: string) => `${base} ${crypto.randomUUID().slice(0, 8)}`;

describe("admin lookups (resource-routes factory)", () => {
  it("adds, reads, updates, toggles and deletes a genre with the §8 messages", async () => {
    const { token } = await admin();
    const title = unique("Kadongo  Kamu");
    const created = await call("/admin/music-genres/create", {
      token,
      body: { title, description: "Story songs" },
    });
    expect(created.status).toBe(201);
    expect(created.json.msg).toBe("Genre Added");
    const id = created.json.data.id as string;
    expect(id).toMatch(/^gen_/);
    expect(created.json.data).toMatchObject({
      title,
      normalized_title: title.toLowerCase().replace(/\s+/g, " "),
      description: "Story songs",
      status: 1,
    });

    const read = await call(`/admin/music-genres/${id}`, { token });
    expect(read.json.data).toEqual(created.json.data);

    const updated = await call(`/admin/music-genres/update/${id}`, { token, body: { description: null } });
    expect(updated.json).toMatchObject({ msg: "Genre Updated", data: { id, title, description: null } });

    const off = await call(`/admin/music-genres/status/${id}`, { token, body: { status: 0 } });
    expect(off.json).toMatchObject({ msg: "Genre Deactivated", data: { status: 0 } });
    const on = await call(`/admin/music-genres/status/${id}`, { token, body: { status: 1 } });
    expect(on.json).toMatchObject({ msg: "Genre Activated", data: { status: 1 } });

    const deleted = await call(`/admin/music-genres/delete/${id}`, { token, method: "POST" });
    expect(deleted.json).toEqual({ data: { id }, msg: "Genre Deleted" });
    expect((await call(`/admin/music-genres/${id}`, { token })).status).toBe(404);
  });

  it("pages, filters by status and searches by title prefix", async () => {
    const { token } = await admin();
    const stem = `zz${crypto.randomUUID().slice(0, 6)}`;
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await call("/admin/music-moods/create", { token, body: { title: `${stem} mood ${n}` } });
      ids.push(res.json.data.id);
    }
    await call(`/admin/music-moods/status/${ids[1]}`, { token, body: { status: 0 } });

    const page = await call(`/admin/music-moods?q=${stem.toUpperCase()}&per_page=2`, { token });
    expect(page.status).toBe(200);
    expect(page.json.data).toMatchObject({ total: 3, last_page: 2, current_page: 1, from: 1, to: 2 });
    expect(page.json.data.data.map((m: { title: string }) => m.title)).toEqual([
      `${stem} mood 1`,
      `${stem} mood 2`,
    ]);

    const active = await call(`/admin/music-moods?q=${stem}&status=1`, { token });
    expect(active.json.data.data.map((m: { id: string }) => m.id)).toEqual([ids[0], ids[2]]);
  });

  it("refuses a title that normalises to an existing one, with a field error", async () => {
    const { token } = await admin();
    const title = unique("Afro Beat");
    await call("/admin/music-genres/create", { token, body: { title } });
    const again = await call("/admin/music-genres/create", {
      token,
      body: { title: `  ${title.toUpperCase()}  ` },
    });
    expect(again.status).toBe(422);
    expect(again.json.message).toEqual({ title: ["A genre with this title already exists."] });
  });

  it("refuses to delete a genre in use (409 saying where) and keeps it", async () => {
    const { token } = await admin();
    const created = await call("/admin/music-genres/create", { token, body: { title: unique("Genge") } });
    const id = created.json.data.id as string;
    await createTrack({ genreId: id });
    await createTrack({ genreId: id });
    const res = await call(`/admin/music-genres/delete/${id}`, { token, method: "POST" });
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe("Genre is in use by 2 tracks; deactivate it instead.");
    expect((await call(`/admin/music-genres/${id}`, { token })).status).toBe(200);
  });

  it("answers bad input with 422 field errors and writes nothing", async () => {
    const { token } = await admin();
    const empty = await call("/admin/music-origins/create", { token, body: { title: "   " } });
    expect(empty.status).toBe(422);
    expect(empty.json.message.title).toEqual(["Enter a title."]);
    const extra = await call("/admin/music-origins/create", {
      token,
      body: { title: unique("Buganda"), normalized_title: "x", status: 0 },
    });
    expect(extra.status).toBe(422);
    expect(Object.keys(extra.json.message).sort()).toEqual(["normalized_title", "status"]);
    // A well-formed id that names nothing: a malformed one is no id at all (404, kit/params).
    const nobody = "org_00000000000000000000000000";
    const badStatus = await call(`/admin/music-origins/status/${nobody}`, { token, body: { status: 2 } });
    expect(badStatus.status).toBe(422);
    expect(badStatus.json.message.status).toEqual(["Status must be 1 (active) or 0 (inactive)."]);
    const missing = await call(`/admin/music-origins/update/${nobody}`, { token, body: { title: "x" } });
    expect(missing.status).toBe(404);
  });

  it("is admin-only: 401 without a session, 403 for listeners, creators and promoters", async () => {
    expect((await call("/admin/music-genres")).status).toBe(401);
    for (const role of [null, "creator", "promoter"] as const) {
      const account = await registerUser();
      if (role) await grantRole(account.user.id, role);
      const list = await call("/admin/music-genres", { token: account.token });
      expect(list.status).toBe(403);
      const create = await call("/admin/music-genres/create", {
        token: account.token,
        body: { title: "Nope" },
      });
      expect(create.status).toBe(403);
    }
  });
});
