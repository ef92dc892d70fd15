import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createTrack } from "../../test-support/catalogue-fixtures";
import { call, grantRole, latestCode, registerUser } from "../../test-support/client";
import { registerAdmin } from "../../test-support/dashboard-fixtures";
import { countingD1 } from "../../test-support/round-trips";
import { applyFor, makeType } from "../../test-support/upgrade-fixtures";
import { realtimeSpy } from "../notifications/realtime-spy";

const admin = () => registerAdmin("Ada Admin");

const tag = () => crypto.randomUUID().slice(0, 8);

async function auditRows(entityId: string) {
  const { results } = await env.DB.prepare(
    "select action, actor_id, changes, reason, ip from audit_log where entity = 'user' and entity_id = ? order by created_at",
  )
    .bind(entityId)
    .all<{ action: string; actor_id: string; changes: string; reason: string | null; ip: string | null }>();
  return results.map((r) => ({ ...r, changes: JSON.parse(r.changes) }));
}

describe("admin users: list, by type and one user", () => {
  it("filters by role, status and country, searches name or e-mail prefixes, sorts and pages", async () => {
    const { token } = await admin();
    const t = tag();
    const zara = await registerUser({ name: `Zara ${t}`, email: `zara-${t}@example.com` });
    const yusuf = await registerUser({ name: `Yusuf ${t}`, email: `yusuf-${t}@example.com` });
    const xena = await registerUser({ name: `Xena ${t}`, email: `x-${t}@example.com` });
    await grantRole(zara.user.id, "creator", "artist");
    await grantRole(yusuf.user.id, "promoter");
    await env.DB.prepare("update users set country = 'KE' where id = ?").bind(xena.user.id).run();
    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(yusuf.user.id).run();

    const byName = await call(`/admin/users?q=ZARA%20${t}`, { token });
    expect(byName.status).toBe(200);
    expect(byName.json.data.data.map((u: { id: string }) => u.id)).toEqual([zara.user.id]);
    expect(byName.json.data.data[0]).toEqual({
      id: zara.user.id,
      name: `Zara ${t}`,
      email: zara.email,
      avatar_url: null,
      country: null,
      status: 1,
      roles: ["listener", "creator"],
      creator_kinds: ["artist"],
      created_at: expect.any(String),
      closed: false,
    });
    // E-mail prefix, case-insensitive; a query with @ is an e-mail.
    const byEmail = await call(`/admin/users?q=Yusuf-${t}@EX`, { token });
    expect(byEmail.json.data.data.map((u: { id: string }) => u.id)).toEqual([yusuf.user.id]);
    // A prefix only: the middle of a name matches nothing.
    expect((await call(`/admin/users?q=${t}`, { token })).json.data.total).toBe(0);

    const ids = (res: { json: { data: { data: { id: string }[] } } }) => res.json.data.data.map((u) => u.id);
    const mine = [zara.user.id, yusuf.user.id, xena.user.id];
    const within = async (query: string) =>
      ids(await call(`/admin/users?${query}&per_page=50`, { token })).filter((id) => mine.includes(id));
    expect(await within("role=creator")).toEqual([zara.user.id]);
    expect(await within("role=promoter")).toEqual([yusuf.user.id]);
    expect(await within("role=listener")).toEqual([xena.user.id]);
    expect(await within("status=0")).toEqual([yusuf.user.id]);
    expect(await within("country=ke")).toEqual([xena.user.id]);

    const sorted = await call(`/admin/users?sort=name&direction=asc&per_page=50`, { token });
    const names = sorted.json.data.data.map((u: { name: string }) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const newest = await call("/admin/users?per_page=1&page=2", { token });
    expect(newest.json.data).toMatchObject({ current_page: 2, per_page: 1, from: 2, to: 2 });
    expect(newest.json.data.total).toBeGreaterThanOrEqual(4);

    for (const bad of ["role=owner", "status=2", "sort=password_hash", "direction=up", "country=Kenya"]) {
      expect((await call(`/admin/users?${bad}`, { token })).status, bad).toBe(422);
    }
  });

  it("lists the holders of what a user type grants, and 404s an unknown type", async () => {
    const { token } = await admin();
    const type = await call("/admin/user-types/create", {
      token,
      body: { title: `Producer ${tag()}`, grants_role: "creator", creator_kind: "producer" },
    });
    const producer = await registerUser();
    const artist = await registerUser();
    await grantRole(producer.user.id, "creator", "producer");
    await grantRole(artist.user.id, "creator", "artist");
    const page = await call(`/admin/users/by-type/${type.json.data.id}`, { token });
    expect(page.status).toBe(200);
    const ids = page.json.data.data.map((u: { id: string }) => u.id);
    expect(ids).toContain(producer.user.id);
    expect(ids).not.toContain(artist.user.id);
    expect(
      page.json.data.data.every((u: { creator_kinds: string[] }) => u.creator_kinds.includes("producer")),
    ).toBe(true);
    expect((await call("/admin/users/by-type/utp_missing", { token })).status).toBe(404);
  });

  it("shows one user: profile, roles, sessions, wallet, applications and recent activity", async () => {
    const { token } = await admin();
    const listener = await registerUser({ name: "Lulu Listener" });
    await call("/auth/user/login", { body: { email: listener.email, password: listener.password } });
    const track = await createTrack({ title: "Nile Song" });
    await env.DB.prepare(
      "insert into plays (id, user_id, track_id, listened_ms, created_at, updated_at) values (?, ?, ?, 0, ?, ?)",
    )
      .bind(`ply_${tag()}`, listener.user.id, track.id, Date.now(), Date.now())
      .run();
    await call(`/admin/users/update/${listener.user.id}`, {
      token,
      body: { country: "UG", reason: "Support ticket 42" },
    });

    const res = await call(`/admin/users/${listener.user.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: listener.user.id,
      name: "Lulu Listener",
      country: "UG",
      roles: ["listener"],
      phone: null,
      email_verified: false,
      sessions: { active: 2 },
      wallet: { balance_cents: 0, held_cents: 0 },
      applications: [],
    });
    const kinds = res.json.data.activity.map((a: { kind: string }) => a.kind);
    expect(kinds.filter((k: string) => k === "sign_in")).toHaveLength(2);
    expect(res.json.data.activity).toContainEqual({
      at: expect.any(String),
      kind: "play",
      summary: "Played Nile Song",
    });
    expect(res.json.data.activity[0]).toMatchObject({ kind: "admin", summary: "Update by Ada Admin" });
    expect((await call("/admin/users/usr_missing", { token })).status).toBe(404);
  });

  it("lists a user's decided applications with their type", async () => {
    const { token } = await admin();
    const type = await makeType(token);
    const listener = await registerUser({ name: "Lina Applicant" });
    const applied = await applyFor(listener.token, type);
    await call(`/admin/user-applications/process/${applied.json.data.id}`, {
      token,
      body: { decision: "approve" },
    });
    const res = await call(`/admin/users/${listener.user.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data.applications).toEqual([
      {
        id: applied.json.data.id,
        status: "approved",
        type: { id: type.typeId, title: type.title },
        created_at: expect.any(String),
        decided_at: expect.any(String),
      },
    ]);
  });
});

describe("admin users: reads cost the session and one D1 round trip", () => {
  it("lists, filters, lists by type and shows a user in two round trips", async () => {
    const { token, user } = await admin();
    const type = await call("/admin/user-types/create", {
      token,
      body: { title: `Promo ${tag()}`, grants_role: "promoter" },
    });
    const paths = [
      "/admin/users",
      "/admin/users?role=admin&q=ada&sort=name",
      "/admin/users?role=listener&status=1&country=UG",
      `/admin/users/by-type/${type.json.data.id}`,
      `/admin/users/${user.id}`,
    ];
    for (const path of paths) {
      const d1 = countingD1(env.DB);
      const res = await call(path, { token, env: { DB: d1.binding } });
      expect(res.status, path).toBe(200);
      expect(d1.rounds, path).toBeLessThanOrEqual(2);
    }
  });
});

describe("admin users: create and update", () => {
  it("creates an account with a role, e-mails a code that sets its password, and refuses a taken e-mail", async () => {
    const { token, user: me } = await admin();
    const email = `new-${tag()}@Example.com`;
    const created = await call("/admin/users/create", {
      token,
      body: { name: "Nia Promoter", email, country: "ug", role: "promoter" },
      ip: "203.0.113.7",
    });
    expect(created.status).toBe(201);
    expect(created.json.msg).toBe("User Added Successfully");
    expect(created.json.data).toMatchObject({
      name: "Nia Promoter",
      email: email.toLowerCase(),
      country: "UG",
      roles: ["listener", "promoter"],
      status: 1,
    });
    const id = created.json.data.id as string;
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ action: "create", actor_id: me.id, ip: "203.0.113.7" });
    expect(audit?.changes.roles).toEqual([null, ["promoter"]]);

    // The invite is a password-reset code: the existing reset path sets the password.
    const code = await latestCode(email.toLowerCase());
    const set = await call("/auth/user/update_password", {
      body: { email: email.toLowerCase(), code, password: "a-brand-new-passphrase" },
    });
    expect(set.status).toBe(200);
    const login = await call("/auth/user/login", {
      body: { email: email.toLowerCase(), password: "a-brand-new-passphrase" },
    });
    expect(login.status).toBe(200);
    expect(login.json.data.user.roles).toEqual(["listener", "promoter"]);

    const taken = await call("/admin/users/create", {
      token,
      body: { name: "Someone Else", email: email.toUpperCase(), role: "listener" },
    });
    expect(taken.status).toBe(422);
    expect(taken.json.message.email).toEqual(["An account with this e-mail already exists."]);
    const bad = [
      [{ name: "A B", email: `x-${tag()}@example.com`, role: "creator" }, "creator_kind"],
      [
        { name: "A B", email: `x-${tag()}@example.com`, role: "admin", creator_kind: "artist" },
        "creator_kind",
      ],
      [{ name: "A B", email: `x-${tag()}@example.com`, role: "listener", password: "x" }, "password"],
      [{ name: "A B", email: "not-an-email", role: "listener" }, "email"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call("/admin/users/create", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json.message)).toContain(field);
    }
  });

  it("updates name and country, replaces the granted roles, and records the reason", async () => {
    const { token } = await admin();
    const target = await registerUser();
    await grantRole(target.user.id, "promoter");
    const spy = realtimeSpy();
    const res = await call(`/admin/users/update/${target.user.id}`, {
      token,
      env: spy.env,
      body: {
        name: "Renamed Person",
        roles: [
          { role: "listener" },
          { role: "creator", kind: "songwriter" },
          { role: "creator", kind: "artist" },
        ],
        reason: "Verified by the label",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe("User Updated Successfully");
    expect(res.json.data).toMatchObject({
      name: "Renamed Person",
      roles: ["listener", "creator"],
      creator_kinds: ["artist", "songwriter"],
    });
    // The role set takes effect on the target's next request, and their open pages hear of it live.
    expect(spy.published.map((p) => [p.userId, p.body.response?.data?.data?.notification_type])).toEqual([
      [target.user.id, "AccountRoles"],
    ]);
    const me = await call("/auth/user/authuser", { token: target.token });
    expect(me.json.data.roles).toEqual(["listener", "creator"]);
    const [audit] = await auditRows(target.user.id);
    expect(audit).toMatchObject({ action: "update", reason: "Verified by the label" });
    expect(audit?.changes.roles).toEqual([["promoter"], ["creator:artist", "creator:songwriter"]]);

    const noReason = await call(`/admin/users/update/${target.user.id}`, { token, body: { name: "X Y" } });
    expect(noReason.status).toBe(422);
    expect(noReason.json.message.reason).toBeDefined();
    const smuggled = await call(`/admin/users/update/${target.user.id}`, {
      token,
      body: { name: "X Y", reason: "because", status: 0, balance: 100 },
    });
    expect(smuggled.status).toBe(422);
    expect(Object.keys(smuggled.json.message).sort()).toEqual(["balance", "status"]);
    expect(
      (await call("/admin/users/update/usr_missing", { token, body: { name: "X Y", reason: "because" } }))
        .status,
    ).toBe(404);
    expect(await auditRows(target.user.id)).toHaveLength(1);
  });
});

describe("admin users: access", () => {
  it("answers only admins: 401 without a session, 403 for listeners, creators and promoters", async () => {
    const listener = await registerUser();
    const creator = await registerUser();
    await grantRole(creator.user.id, "creator", "artist");
    const promoter = await registerUser();
    await grantRole(promoter.user.id, "promoter");
    const victim = listener.user.id;
    const calls: [string, string, unknown?][] = [
      ["GET", "/admin/users"],
      ["GET", "/admin/users/by-type/utp_x"],
      ["GET", `/admin/users/${victim}`],
      ["POST", "/admin/users/create", { name: "A B", email: "a@example.com", role: "admin" }],
      ["POST", `/admin/users/update/${victim}`, { roles: [{ role: "admin" }], reason: "promote me" }],
      ["POST", `/admin/users/status/${victim}`, { status: 0 }],
      ["POST", `/admin/users/delete/${victim}`, {}],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(path, { method, body })).status, `${method} ${path}`).toBe(401);
      for (const who of [listener, creator, promoter]) {
        const res = await call(path, { method, body, token: who.token });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    const me = await call("/auth/user/authuser", { token: listener.token });
    expect(me.json.data.roles).toEqual(["listener"]);
  });
});
