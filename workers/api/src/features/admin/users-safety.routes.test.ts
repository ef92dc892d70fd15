import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { registerAdmin } from "../../test-support/dashboard-fixtures";
import { idToken } from "../../test-support/id-tokens";
import { placeHold, systemAccount, transfer, voidHold, walletAccount } from "../ledger/service";
import { realtimeSpy } from "../notifications/realtime-spy";
import { updateAdminUser } from "./users-write.service";

const admin = () => registerAdmin("Sam Admin");

async function auditActions(entityId: string) {
  const { results } = await env.DB.prepare(
    "select action, reason, changes from audit_log where entity = 'user' and entity_id = ? order by created_at, id",
  )
    .bind(entityId)
    .all<{ action: string; reason: string | null; changes: string }>();
  return results;
}

/** Leaves exactly `ids` as the active admins of this file's database. */
async function onlyAdmins(...ids: string[]) {
  const marks = ids.map(() => "?").join(", ");
  await env.DB.prepare(`delete from user_roles where role = 'admin' and user_id not in (${marks})`)
    .bind(...ids)
    .run();
}

async function activeAdminIds() {
  const { results } = await env.DB.prepare(
    "select r.user_id from user_roles r join users u on u.id = r.user_id where r.role = 'admin' and u.status = 'active'",
  ).all<{ user_id: string }>();
  return results.map((r) => r.user_id);
}

describe("admin users: suspension", () => {
  it("ends every session and socket at once, refuses sign-in clearly, and reactivates", async () => {
    const { token } = await admin();
    const target = await registerUser();
    const second = await call("/auth/user/login", {
      body: { email: target.email, password: target.password },
    });
    const spy = realtimeSpy();

    const off = await call(`/admin/users/status/${target.user.id}`, {
      token,
      body: { status: 0, reason: "Chargeback fraud" },
      env: spy.env,
    });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ msg: "User Deactivated Successfully", data: { status: 0 } });
    // The live sessions end on their next request, and their sockets were told to close.
    for (const live of [target.token, second.json.data.authtoken.access_token]) {
      expect((await call("/auth/user/authuser", { token: live })).status).toBe(401);
    }
    expect(spy.closed.map((c) => [c.userId, c.body])).toEqual([[target.user.id, { all_except: null }]]);

    // The right password learns the account is suspended; a wrong one learns nothing.
    const refused = await call("/auth/user/login", {
      body: { email: target.email, password: target.password },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.msg).toBe("This account is suspended. Contact support.");
    const guessed = await call("/auth/user/login", {
      body: { email: target.email, password: "not-the-password" },
    });
    expect(guessed.status).toBe(401);
    expect(guessed.json.msg).toBe("Invalid email or password");

    // Suspending again changes nothing and records nothing.
    expect((await call(`/admin/users/status/${target.user.id}`, { token, body: { status: 0 } })).status).toBe(
      200,
    );
    const on = await call(`/admin/users/status/${target.user.id}`, { token, body: { status: 1 } });
    expect(on.json).toMatchObject({ msg: "User Activated Successfully", data: { status: 1 } });
    expect(
      (await call("/auth/user/login", { body: { email: target.email, password: target.password } })).status,
    ).toBe(200);
    const audits = await auditActions(target.user.id);
    expect(audits.map((a) => [a.action, a.reason])).toEqual([
      ["suspend", "Chargeback fraud"],
      ["reactivate", null],
    ]);
    expect(JSON.parse(audits[0]?.changes ?? "{}")).toEqual({ status: [1, 0] });
    expect((await call(`/admin/users/status/${target.user.id}`, { token, body: { status: 2 } })).status).toBe(
      422,
    );
  });

  it("refuses a Google sign-in of a suspended account with the same clear message", async () => {
    const { token } = await admin();
    const first = await idToken();
    const created = await call("/auth/user/login/google", {
      body: { id_token: first.token, nonce: first.nonce },
    });
    const userId = created.json.data.user.id as string;
    await call(`/admin/users/status/${userId}`, { token, body: { status: 0 } });
    const again = await idToken({ email: first.email });
    const res = await call("/auth/user/login/google", {
      body: { id_token: again.token, nonce: again.nonce },
    });
    expect(res.status).toBe(403);
    expect(res.json.msg).toBe("This account is suspended. Contact support.");
  });
});

describe("admin users: admins and the last admin", () => {
  it("refuses an admin suspending, demoting or deleting themself, and records nothing", async () => {
    const { token, user } = await admin();
    const suspend = await call(`/admin/users/status/${user.id}`, { token, body: { status: 0 } });
    expect(suspend.status).toBe(409);
    expect(suspend.json.msg).toBe("You cannot suspend your own account.");
    const demote = await call(`/admin/users/update/${user.id}`, {
      token,
      body: { roles: [{ role: "promoter" }], reason: "Stepping down" },
    });
    expect(demote.status).toBe(409);
    expect(demote.json.msg).toBe("You cannot remove your own admin role.");
    const remove = await call(`/admin/users/delete/${user.id}`, { token, method: "POST" });
    expect(remove.status).toBe(409);
    expect(remove.json.msg).toBe("You cannot delete your own account.");
    // Renaming oneself is fine: the admin role stays.
    const rename = await call(`/admin/users/update/${user.id}`, {
      token,
      body: { name: "Sam Renamed", roles: [{ role: "admin" }], reason: "Typo in name" },
    });
    expect(rename.status).toBe(200);
    expect((await auditActions(user.id)).map((a) => a.action)).toEqual(["update"]);
  });

  it("keeps the last active admin in the database itself: a refused write leaves no audit row", async () => {
    const a = await admin();
    await onlyAdmins(a.user.id);
    const db = testDb();
    const actor = { userId: "usr_someone_else", ip: null, now: new Date() };
    await expect(
      updateAdminUser(db, actor, a.user.id, { roles: [], reason: "Last one out" }),
    ).rejects.toMatchObject({
      status: 409,
      message: "This is the last active admin: make another admin first.",
    });
    await expect(
      env.DB.prepare("update users set status = 'suspended' where id = ?").bind(a.user.id).run(),
    ).rejects.toThrow(/last active admin/);
    await expect(
      env.DB.prepare("delete from user_roles where user_id = ? and role = 'admin'").bind(a.user.id).run(),
    ).rejects.toThrow(/last active admin/);
    expect(await activeAdminIds()).toEqual([a.user.id]);
    expect(await auditActions(a.user.id)).toEqual([]);
  });

  it("leaves one admin when two demote, or suspend, each other at once", async () => {
    for (const write of ["demote", "suspend"] as const) {
      const a = await admin();
      const b = await admin();
      await onlyAdmins(a.user.id, b.user.id);
      const act = (by: typeof a, target: typeof a) =>
        write === "demote"
          ? call(`/admin/users/update/${target.user.id}`, {
              token: by.token,
              body: { roles: [], reason: "Only one of us" },
            })
          : call(`/admin/users/status/${target.user.id}`, { token: by.token, body: { status: 0 } });
      const results = await Promise.all([act(a, b), act(b, a)]);
      const statuses = results.map((r) => r.status).sort();
      // The loser either lost its admin role before its request began (403 from the area guard) or
      // reached its batch, which the trigger refused (409).
      expect(statuses[0], write).toBe(200);
      expect([403, 409], write).toContain(statuses[1]);
      const loser = results.find((r) => r.status === 409);
      if (loser) expect(loser.json.msg).toBe("This is the last active admin: make another admin first.");
      expect(await activeAdminIds(), write).toHaveLength(1);
    }
  });
});

describe("admin users: delete", () => {
  it("refuses while the wallet holds money or a hold; then anonymises and closes, keeping the ledger", async () => {
    const { token } = await admin();
    const target = await registerUser({ name: "Gone Soon" });
    const db = testDb();
    const wallet = await walletAccount(db, target.user.id);
    const fees = await systemAccount(db, { kind: "fees" });
    const deposit = await transfer(db, {
      kind: "test_deposit",
      postings: [
        { accountId: fees, amount: -700 },
        { accountId: wallet, amount: 700 },
      ],
    });
    const hold = await placeHold(db, {
      accountId: wallet,
      amount: 200,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await env.DB.prepare(
      "insert into provider_accounts (provider, subject, user_id, email, created_at) values ('google', ?, ?, ?, ?)",
    )
      .bind(`sub-${target.user.id}`, target.user.id, target.email, Date.now())
      .run();

    const withMoney = await call(`/admin/users/delete/${target.user.id}`, { token, method: "POST" });
    expect(withMoney.status).toBe(409);
    expect(withMoney.json.msg).toMatch(/wallet still holds money or has open holds/);
    await voidHold(db, hold);
    await transfer(db, {
      kind: "test_withdrawal",
      postings: [
        { accountId: wallet, amount: -700 },
        { accountId: fees, amount: 700 },
      ],
    });
    expect(await auditActions(target.user.id)).toEqual([]);

    const spy = realtimeSpy();
    const res = await call(`/admin/users/delete/${target.user.id}`, {
      token,
      body: { reason: "Asked us to delete it" },
      env: spy.env,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { id: target.user.id }, msg: "User Deleted Successfully" });
    expect(spy.closed.map((c) => c.userId)).toEqual([target.user.id]);
    expect((await call("/auth/user/authuser", { token: target.token })).status).toBe(401);
    expect(
      (await call("/auth/user/login", { body: { email: target.email, password: target.password } })).status,
    ).toBe(401);

    const page = await call(`/admin/users/${target.user.id}`, { token });
    expect(page.json.data).toMatchObject({
      name: "Deleted user",
      email: `deleted+${target.user.id}@ngoma.invalid`,
      status: 0,
      closed: true,
      roles: ["listener"],
      phone: null,
      sessions: { active: 0 },
      wallet: { balance_cents: 0, held_cents: 0 },
    });
    const providers = await env.DB.prepare("select count(*) as n from provider_accounts where user_id = ?")
      .bind(target.user.id)
      .first<{ n: number }>();
    expect(providers?.n).toBe(0);
    const postings = await env.DB.prepare("select count(*) as n from ledger_postings where account_id = ?")
      .bind(wallet)
      .first<{ n: number }>();
    expect(postings?.n).toBe(2);
    const kept = await env.DB.prepare("select count(*) as n from ledger_transactions where id = ?")
      .bind(deposit)
      .first<{ n: number }>();
    expect(kept?.n).toBe(1);

    const [audit] = await auditActions(target.user.id);
    expect(audit).toMatchObject({ action: "delete", reason: "Asked us to delete it" });
    // The log says personal data went, never what it was.
    expect(audit?.changes).not.toContain("Gone Soon");
    expect(audit?.changes).not.toContain(target.email);
    expect(JSON.parse(audit?.changes ?? "{}").name).toEqual(["[hidden]", "[hidden]"]);

    const again = await call(`/admin/users/delete/${target.user.id}`, { token, method: "POST" });
    expect(again.status).toBe(409);
    expect((await call(`/admin/users/status/${target.user.id}`, { token, body: { status: 1 } })).status).toBe(
      409,
    );
  });

  it("refuses closing a funded account in the database even when the service's check is skipped", async () => {
    const target = await registerUser();
    const db = testDb();
    const wallet = await walletAccount(db, target.user.id);
    const fees = await systemAccount(db, { kind: "fees" });
    await transfer(db, {
      kind: "test_deposit",
      postings: [
        { accountId: fees, amount: -100 },
        { accountId: wallet, amount: 100 },
      ],
    });
    await expect(
      env.DB.prepare("update users set closed_at = ? where id = ?").bind(Date.now(), target.user.id).run(),
    ).rejects.toThrow(/wallet is not empty/);
    const open = await env.DB.prepare("select closed_at from users where id = ?")
      .bind(target.user.id)
      .first<{ closed_at: number | null }>();
    expect(open?.closed_at).toBeNull();
  });
});
