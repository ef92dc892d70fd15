import { describe, expect, it } from "vitest";
import { auditStatement } from "../../kit/audit/statement";
import { d1Batch } from "../../kit/d1-batch";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call } from "../../test-support/client";
import { registerAdmin } from "../../test-support/dashboard-fixtures";

/** Audit rows by `actorId` at fixed instants, on records whose ids share `stem`. */
async function writeLog(actorId: string, stem: string) {
  const at = (iso: string) => ({ userId: actorId, ip: "198.51.100.4", now: new Date(iso) });
  await d1Batch(testDb(), [
    auditStatement(at("2030-01-01T08:00:00Z"), {
      action: "create",
      entity: "genre",
      entityId: `${stem}_genre`,
      before: null,
      after: { title: "Afrobeats" },
    }),
    auditStatement(at("2030-01-02T09:00:00Z"), {
      action: "status",
      entity: "genre",
      entityId: `${stem}_genre`,
      before: { status: 1 },
      after: { status: 0 },
    }),
    auditStatement(at("2030-01-03T23:59:59Z"), {
      action: "suspend",
      entity: "user",
      entityId: `${stem}_user`,
      before: { status: "active" },
      after: { status: "suspended" },
      reason: "Spam uploads",
    }),
  ]);
}

type Row = { entity_id: string; action: string; created_at: string };
const ids = (page: { data: Row[] }) => page.data.map((r) => `${r.entity_id.split("_").pop()}:${r.action}`);

describe("GET /admin/audit", () => {
  it("lists an actor's writes newest first with who, what, the changes, the reason and the IP", async () => {
    const { token, user } = await registerAdmin("Log Keeper");
    const stem = `a${crypto.randomUUID().slice(0, 8)}`;
    await writeLog(user.id, stem);

    const res = await call(`/admin/audit?actor_id=${user.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ total: 3, current_page: 1, last_page: 1, from: 1, to: 3 });
    expect(ids(res.json.data)).toEqual(["user:suspend", "genre:status", "genre:create"]);
    expect(res.json.data.data[0]).toEqual({
      id: expect.stringMatching(/^aud_/),
      actor: { id: user.id, name: "Log Keeper" },
      action: "suspend",
      entity: "user",
      entity_id: `${stem}_user`,
      changes: { status: ["active", "suspended"] },
      reason: "Spam uploads",
      ip: "198.51.100.4",
      created_at: "2030-01-03T23:59:59.000Z",
    });
  });

  it("filters by entity, record, action and UTC days (both included), and pages", async () => {
    const { token, user } = await registerAdmin();
    const stem = `b${crypto.randomUUID().slice(0, 8)}`;
    await writeLog(user.id, stem);
    const list = async (query: string) => {
      const res = await call(`/admin/audit?actor_id=${user.id}&${query}`, { token });
      expect(res.status).toBe(200);
      return res.json.data;
    };

    expect(ids(await list("entity=genre"))).toEqual(["genre:status", "genre:create"]);
    expect(ids(await list(`entity=user&entity_id=${stem}_user`))).toEqual(["user:suspend"]);
    expect(ids(await list(`entity_id=${stem}_genre&action=create`))).toEqual(["genre:create"]);
    expect(ids(await list("action=status"))).toEqual(["genre:status"]);
    expect(ids(await list("from=2030-01-02&to=2030-01-03"))).toEqual(["user:suspend", "genre:status"]);
    expect(ids(await list("to=2030-01-01"))).toEqual(["genre:create"]);
    expect(ids(await list("from=2030-01-04"))).toEqual([]);

    const second = await list("per_page=2&page=2");
    expect(second).toMatchObject({ total: 3, last_page: 2, current_page: 2, from: 3, to: 3 });
    expect(ids(second)).toEqual(["genre:create"]);

    // Without the actor filter, the record filter alone finds the same rows.
    const byRecord = await call(`/admin/audit?entity=genre&entity_id=${stem}_genre`, { token });
    expect(ids(byRecord.json.data)).toEqual(["genre:status", "genre:create"]);
  });

  it("refuses malformed filters with a field-keyed 422", async () => {
    const { token } = await registerAdmin();
    const bad = async (query: string, field: string) => {
      const res = await call(`/admin/audit?${query}`, { token });
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.message)).toContain(field);
    };
    await bad("entity=track_secret", "entity");
    await bad("action=drop", "action");
    await bad("from=2030-02-30", "from");
    await bad("from=2030-01-03&to=2030-01-02", "from");
    await bad("per_page=500", "per_page");
  });

  it("has no write call: the log cannot be edited through the API", async () => {
    const { token } = await registerAdmin();
    for (const [path, method] of [
      ["/admin/audit", "POST"],
      ["/admin/audit/aud_x", "PUT"],
      ["/admin/audit/delete/aud_x", "POST"],
      ["/admin/audit/aud_x", "DELETE"],
    ] as const) {
      const res = await call(path, { token, method, body: {} });
      expect([404, 405]).toContain(res.status);
    }
  });
});
