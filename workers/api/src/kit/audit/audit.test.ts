import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { genres } from "../../features/reference/schema";
import { testDb } from "../../test-support/catalogue-fixtures";
import { d1Batch } from "../d1-batch";
import { changedFields } from "./rules";
import { auditStatement } from "./statement";

const actor = (now = new Date()) => ({ userId: "usr_admin", ip: "203.0.113.9", now });

describe("changedFields", () => {
  it("keeps only the fields that differ, by value", () => {
    expect(changedFields({ a: 1, b: [1, 2], c: "x" }, { a: 1, b: [1, 3], d: true })).toEqual({
      b: [
        [1, 2],
        [1, 3],
      ],
      c: ["x", null],
      d: [null, true],
    });
    expect(changedFields(null, { title: "Jazz" })).toEqual({ title: [null, "Jazz"] });
    expect(changedFields({ password: "a" }, { password: "b" }, ["password"])).toEqual({
      password: ["[hidden]", "[hidden]"],
    });
  });
});

describe("auditStatement", () => {
  it("records a write in its batch, and only when a guarded write changed a row", async () => {
    const db = testDb();
    const id = `gen_audit_${crypto.randomUUID().slice(0, 8)}`;
    const now = Date.now();
    await d1Batch(db, [
      sql`insert into ${genres} (id, title, normalized_title, status, created_at, updated_at)
        values (${id}, 'Audit', ${`audit ${id}`}, 1, ${now}, ${now})`,
      auditStatement(actor(), {
        action: "create",
        entity: "genre",
        entityId: id,
        before: null,
        after: { title: "Audit" },
      }),
    ]);
    const missing = "gen_missing";
    await d1Batch(db, [
      sql`update ${genres} set status = 0 where id = ${missing}`,
      auditStatement(
        actor(),
        { action: "status", entity: "genre", entityId: missing, before: { status: 1 }, after: { status: 0 } },
        { onlyIfChanged: true },
      ),
      sql`update ${genres} set status = 0 where id = ${id}`,
      auditStatement(
        actor(),
        { action: "status", entity: "genre", entityId: id, before: { status: 1 }, after: { status: 0 } },
        { onlyIfChanged: true },
      ),
    ]);
    const rows = await db.$client
      .prepare("select action, entity_id, changes, ip from audit_log where entity_id in (?, ?) order by id")
      .bind(id, missing)
      .all();
    expect(rows.results).toEqual([
      {
        action: "create",
        entity_id: id,
        changes: JSON.stringify({ title: [null, "Audit"] }),
        ip: "203.0.113.9",
      },
      { action: "status", entity_id: id, changes: JSON.stringify({ status: [1, 0] }), ip: "203.0.113.9" },
    ]);
  });

  it("is append-only: an update or a delete of the log aborts", async () => {
    const db = testDb();
    await d1Batch(db, [
      auditStatement(actor(), {
        action: "create",
        entity: "genre",
        entityId: "gen_x",
        before: null,
        after: { a: 1 },
      }),
    ]);
    await expect(db.$client.prepare("update audit_log set actor_id = 'usr_other'").run()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.$client.prepare("delete from audit_log").run()).rejects.toThrow(/append-only/);
  });
});
