import { describe, expect, it } from "vitest";
import { call, grantRole, registerUser } from "../../test-support/client";

async function admin() {
  const account = await registerUser();
  await grantRole(account.user.id, "admin");
  return account;
}

const unique = (base: string) => `${base} ${crypto.randomUUID().slice(0, 8)}`;

describe("admin user types and categories", () => {
  it("adds a promoter type with a fee, changes it, toggles it and refuses what a type cannot be", async () => {
    const { token } = await admin();
    const title = unique("Street  Team");
    const created = await call("/admin/user-types/create", {
      token,
      body: { title, grants_role: "promoter", fee_cents: 500, needs_evidence: true },
    });
    expect(created.status).toBe(201);
    expect(created.json.msg).toBe("User type Added");
    const id = created.json.data.id as string;
    expect(created.json.data).toMatchObject({
      title,
      normalized_title: title.toLowerCase().replace(/\s+/g, " "),
      grants_role: "promoter",
      creator_kind: null,
      fee_cents: 500,
      needs_evidence: true,
      status: 1,
    });

    const updated = await call(`/admin/user-types/update/${id}`, { token, body: { fee_cents: 0 } });
    expect(updated.json).toMatchObject({ msg: "User type Updated", data: { fee_cents: 0 } });
    const off = await call(`/admin/user-types/status/${id}`, { token, body: { status: 0 } });
    expect(off.json).toMatchObject({ msg: "User type Deactivated", data: { status: 0 } });

    const bad = [
      [{ title: unique("A"), grants_role: "creator" }, "creator_kind"],
      [{ title: unique("B"), grants_role: "promoter", creator_kind: "artist" }, "creator_kind"],
      [{ title: unique("C"), grants_role: "admin" }, "grants_role"],
      [{ title: unique("D"), grants_role: "promoter", fee_cents: -1 }, "fee_cents"],
      [{ title: unique("E"), grants_role: "promoter", fee_cents: 12.5 }, "fee_cents"],
      [{ title, grants_role: "promoter" }, "title"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call("/admin/user-types/create", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json.message)).toContain(field);
    }
    // What a type grants is fixed once it exists.
    const regrant = await call(`/admin/user-types/update/${id}`, { token, body: { grants_role: "creator" } });
    expect(regrant.status).toBe(422);
  });

  it("keeps categories under their type, lists a type's own, and refuses deleting a type in use", async () => {
    const { token } = await admin();
    const type = await call("/admin/user-types/create", {
      token,
      body: { title: unique("Producer"), grants_role: "creator", creator_kind: "producer" },
    });
    const typeId = type.json.data.id as string;
    const other = await call("/admin/user-types/create", {
      token,
      body: { title: unique("Promoter"), grants_role: "promoter" },
    });
    const otherId = other.json.data.id as string;

    const dj = await call("/admin/user-categories/create", {
      token,
      body: { type_id: typeId, title: "Club DJ", description: "Plays clubs" },
    });
    expect(dj.status).toBe(201);
    expect(dj.json).toMatchObject({
      msg: "User category Added",
      data: { type: { id: typeId }, title: "Club DJ", description: "Plays clubs", status: 1 },
    });
    // Unique within a type, free across types.
    expect(
      (await call("/admin/user-categories/create", { token, body: { type_id: typeId, title: "club  dj" } }))
        .status,
    ).toBe(422);
    expect(
      (await call("/admin/user-categories/create", { token, body: { type_id: otherId, title: "Club DJ" } }))
        .status,
    ).toBe(201);
    const missingType = await call("/admin/user-categories/create", {
      token,
      body: { type_id: "utp_missing", title: "Blogger" },
    });
    expect(missingType.status).toBe(422);
    expect(missingType.json.message.type_id).toBeDefined();

    const page = await call(`/admin/user-categories/type/${typeId}`, { token });
    expect(page.status).toBe(200);
    expect(page.json.data.total).toBe(1);
    expect(page.json.data.data[0].id).toBe(dj.json.data.id);
    const filtered = await call(`/admin/user-categories?type_id=${otherId}`, { token });
    expect(filtered.json.data.data.map((c: { type: { id: string } }) => c.type.id)).toEqual([otherId]);

    const inUse = await call(`/admin/user-types/delete/${typeId}`, { token, method: "POST" });
    expect(inUse.status).toBe(409);
    expect(inUse.json.msg).toBe("User type is in use by 1 category; deactivate it instead.");
    expect(
      (await call(`/admin/user-categories/delete/${dj.json.data.id}`, { token, method: "POST" })).json.msg,
    ).toBe("User category Deleted");
    expect((await call(`/admin/user-types/delete/${typeId}`, { token, method: "POST" })).status).toBe(200);
  });

  it("answers only admins: 401 without a session, 403 for listeners, creators and promoters", async () => {
    const listener = await registerUser();
    const creator = await registerUser();
    await grantRole(creator.user.id, "creator", "artist");
    const promoter = await registerUser();
    await grantRole(promoter.user.id, "promoter");
    const calls: [string, string, unknown?][] = [
      ["GET", "/admin/user-types"],
      ["POST", "/admin/user-types/create", { title: "X", grants_role: "promoter" }],
      ["GET", "/admin/user-categories"],
      ["GET", "/admin/user-categories/type/utp_x"],
      ["POST", "/admin/user-categories/create", { type_id: "utp_x", title: "X" }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(path, { method, ...(body ? { body } : {}) })).status, path).toBe(401);
      for (const who of [listener, creator, promoter]) {
        expect((await call(path, { method, token: who.token, ...(body ? { body } : {}) })).status, path).toBe(
          403,
        );
      }
    }
  });
});
