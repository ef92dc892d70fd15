import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { artists } from "../../features/catalogue/schema";
import { genres } from "../../features/reference/schema";
import { testDb } from "../../test-support/catalogue-fixtures";
import { registerUser } from "../../test-support/client";
import { resourceService } from "./service";

/** An audited resource over the genres table, as the admin lookups build theirs. */
const auditedGenres = resourceService({
  entity: "Genre",
  idPrefix: "gen",
  table: genres,
  audit: { entity: "genre", hidden: ["description"] },
  order: [{ column: genres.normalizedTitle, direction: "asc" }],
  toView: (row) => ({ id: row.id, title: row.title, status: row.status, updatedAt: row.updatedAt }),
  insertValues: (input: { title: string }, actor) => ({
    title: input.title,
    normalizedTitle: input.title.toLowerCase(),
    description: "secret",
    status: 1,
    createdAt: actor.now,
  }),
  updateValues: (input: { title: string }) => ({ title: input.title, description: input.title }),
});

const actor = (ip: string | null = "192.0.2.1") => ({ userId: "usr_admin", ip, now: new Date() });

/**
 * A database on which another writer changes genre `id` just before each of the first `races`
 * batches, the moment between an audited write's read and its write.
 */
function racingDb(id: string, races: number) {
  let left = races;
  const d1 = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          if (left > 0) {
            left -= 1;
            await target
              .prepare("update genres set title = ?, updated_at = updated_at + 1 where id = ?")
              .bind(`Raced ${left}`, id)
              .run();
          }
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return drizzle(d1);
}

async function auditRows(entityId: string) {
  const { results } = await env.DB.prepare(
    "select action, changes, ip from audit_log where entity_id = ? order by created_at, id",
  )
    .bind(entityId)
    .all<{ action: string; changes: string; ip: string | null }>();
  return results.map((r) => ({ ...r, changes: JSON.parse(r.changes) }));
}

const title = () => `Genre ${crypto.randomUUID().slice(0, 8)}`;

describe("audited resource writes", () => {
  it("records the create with the row's columns (hidden ones without values) and a null IP when unknown", async () => {
    const db = testDb();
    const name = title();
    const row = await auditedGenres.create(db, actor(null), { title: name });
    expect(row).toMatchObject({ title: name, status: 1 });
    expect(row.updatedAt).toBeInstanceOf(Date);
    expect(await auditRows(row.id)).toEqual([
      {
        action: "create",
        ip: null,
        changes: {
          title: [null, name],
          normalized_title: [null, name.toLowerCase()],
          description: ["[hidden]", "[hidden]"],
          status: [null, 1],
        },
      },
    ]);
  });

  it("retries a change whose row moved between its read and its write, recording what it replaced", async () => {
    const db = testDb();
    const row = await auditedGenres.create(db, actor(), { title: title() });
    const changed = await auditedGenres.setStatus(racingDb(row.id, 1), actor(), row.id, 0);
    expect(changed).toMatchObject({ title: "Raced 0", status: 0 });
    const [, status] = await auditRows(row.id);
    expect(status).toEqual({ action: "status", ip: "192.0.2.1", changes: { status: [1, 0] } });

    const renamed = await auditedGenres.update(racingDb(row.id, 1), actor(), row.id, { title: "Final" });
    expect(renamed.title).toBe("Final");
    expect((await auditRows(row.id)).at(-1)?.changes).toMatchObject({ title: ["Raced 0", "Final"] });
  });

  it("answers 409 and records nothing when the row moves twice", async () => {
    const db = testDb();
    const row = await auditedGenres.create(db, actor(), { title: title() });
    await expect(auditedGenres.setStatus(racingDb(row.id, 2), actor(), row.id, 0)).rejects.toMatchObject({
      status: 409,
      code: "CONFLICT",
    });
    await expect(auditedGenres.remove(racingDb(row.id, 2), actor(), row.id)).rejects.toMatchObject({
      status: 409,
    });
    expect((await auditRows(row.id)).map((r) => r.action)).toEqual(["create"]);
    expect(await auditedGenres.get(db, actor(), row.id)).toMatchObject({ status: 1, title: "Raced 0" });
  });

  it("deletes a row that moved once, recording the values it deleted", async () => {
    const db = testDb();
    const row = await auditedGenres.create(db, actor(), { title: title() });
    expect(await auditedGenres.remove(racingDb(row.id, 1), actor(), row.id)).toEqual({ id: row.id });
    expect((await auditRows(row.id)).at(-1)).toMatchObject({
      action: "delete",
      changes: { title: ["Raced 0", null], status: [1, null] },
    });
    await expect(auditedGenres.get(db, actor(), row.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("bulk status without audit", () => {
  it("changes only the caller's own rows that differ", async () => {
    const db = testDb();
    const owned = resourceService({
      entity: "Artist",
      idPrefix: "art",
      table: artists,
      owner: artists.userId,
      order: [{ column: artists.name, direction: "asc" }],
      toView: (row) => ({ id: row.id, status: row.status }),
      insertValues: (input: { name: string }, a) => ({ name: input.name, createdAt: a.now }),
      updateValues: (input: { name: string }) => ({ name: input.name }),
    });
    const me = { userId: (await registerUser()).user.id as string, ip: null, now: new Date() };
    const other = { userId: (await registerUser()).user.id as string, ip: null, now: new Date() };
    const [a, b] = [await owned.create(db, me, { name: "A" }), await owned.create(db, me, { name: "B" })];
    const theirs = await owned.create(db, other, { name: "C" });
    await owned.setStatus(db, me, b.id, 0);
    expect(await owned.setStatusMany?.(db, me, [a.id, b.id, theirs.id], 0)).toEqual({ updated: 1 });
    expect((await owned.get(db, other, theirs.id)).status).toBe(1);
    expect((await owned.list(db, me, { page: 1, perPage: 10, status: 0 })).total).toBe(2);
  });
});
