import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createArtist, createTrack } from "../../test-support/catalogue-fixtures";
import { call, grantRole, registerUser } from "../../test-support/client";

const IP = "203.0.113.45";

async function admin() {
  const account = await registerUser();
  await grantRole(account.user.id, "admin");
  return { token: account.token, id: account.user.id as string };
}

const unique = (base: string) => `${base} ${crypto.randomUUID().slice(0, 8)}`;

interface AuditRow {
  id: string;
  actor_id: string;
  action: string;
  entity: string;
  entity_id: string;
  changes: Record<string, [unknown, unknown]>;
  ip: string | null;
}

/** The audit log's rows about one record. */
async function auditRows(entityId: string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare(
    "select id, actor_id, action, entity, entity_id, changes, ip from audit_log where entity_id = ?",
  )
    .bind(entityId)
    .all<Omit<AuditRow, "changes"> & { changes: string }>();
  return results.map((row) => ({ ...row, changes: JSON.parse(row.changes) }));
}

/** Runs `act` and answers with its result and the audit rows it added about `entityId`. */
async function recorded<T>(entityId: string, act: () => Promise<T>) {
  const seen = new Set((await auditRows(entityId)).map((r) => r.id));
  const result = await act();
  return { result, rows: (await auditRows(entityId)).filter((r) => !seen.has(r.id)) };
}

describe("admin lookups: the audit log", () => {
  it("records each genre write once, with who, what changed and the IP", async () => {
    const { token, id: adminId } = await admin();
    const title = unique("Kadongo  Kamu");
    const created = await call("/admin/music-genres/create", {
      token,
      ip: IP,
      body: { title, description: "Story songs" },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    const normalized = created.json.data.normalized_title as string;
    expect(await auditRows(id)).toEqual([
      {
        id: expect.stringMatching(/^aud_/),
        actor_id: adminId,
        action: "create",
        entity: "genre",
        entity_id: id,
        changes: {
          title: [null, title],
          normalized_title: [null, normalized],
          description: [null, "Story songs"],
          status: [null, 1],
        },
        ip: IP,
      },
    ]);

    const steps: [string, unknown, string, Record<string, [unknown, unknown]>][] = [
      [
        `/admin/music-genres/update/${id}`,
        { description: null },
        "update",
        { description: ["Story songs", null] },
      ],
      [`/admin/music-genres/status/${id}`, { status: 0 }, "status", { status: [1, 0] }],
      [`/admin/music-genres/status/${id}`, { status: 1 }, "status", { status: [0, 1] }],
      [
        `/admin/music-genres/delete/${id}`,
        undefined,
        "delete",
        { title: [title, null], normalized_title: [normalized, null], status: [1, null] },
      ],
    ];
    for (const [path, body, action, changes] of steps) {
      const { result, rows } = await recorded(id, () =>
        call(path, { token, ip: IP, method: "POST", ...(body ? { body } : {}) }),
      );
      expect(result.status, path).toBe(200);
      expect(rows, path).toEqual([
        expect.objectContaining({ actor_id: adminId, action, entity: "genre", changes, ip: IP }),
      ]);
    }
  });

  it("records moods, origins, user types and user categories under their own entity names", async () => {
    const { token } = await admin();
    const type = await call("/admin/user-types/create", {
      token,
      ip: IP,
      body: { title: unique("Curator"), grants_role: "promoter", fee_cents: 500 },
    });
    const typeId = type.json.data.id as string;
    const cases: [string, Record<string, unknown>, string][] = [
      ["/admin/music-moods", { title: unique("Calm") }, "mood"],
      ["/admin/music-origins", { title: unique("Acholi") }, "origin"],
      ["/admin/user-types", { title: unique("Scout"), grants_role: "promoter" }, "user_type"],
      ["/admin/user-categories", { title: unique("Blogger"), type_id: typeId }, "user_category"],
    ];
    for (const [base, body, entity] of cases) {
      const created = await call(`${base}/create`, { token, ip: IP, body });
      expect(created.status, base).toBe(201);
      const id = created.json.data.id as string;
      expect(await auditRows(id), base).toEqual([
        expect.objectContaining({ action: "create", entity, ip: IP }),
      ]);
      const { rows } = await recorded(id, () =>
        call(`${base}/update/${id}`, { token, ip: IP, body: { title: `${body.title} II` } }),
      );
      expect(rows, base).toEqual([
        expect.objectContaining({
          action: "update",
          entity,
          changes: {
            title: [body.title, `${body.title} II`],
            normalized_title: [String(body.title).toLowerCase(), `${String(body.title).toLowerCase()} ii`],
          },
        }),
      ]);
    }
    const { rows } = await recorded(typeId, () =>
      call(`/admin/user-types/update/${typeId}`, {
        token,
        ip: IP,
        body: { fee_cents: 0, needs_evidence: true },
      }),
    );
    expect(rows).toEqual([
      expect.objectContaining({ changes: { fee_cents: [500, 0], needs_evidence: [false, true] } }),
    ]);
  });

  it("records nothing for a refused write (422, 409, 404)", async () => {
    const { token } = await admin();
    const taken = unique("Afro Beat");
    await call("/admin/music-genres/create", { token, body: { title: taken } });
    const other = await call("/admin/music-genres/create", { token, body: { title: unique("Zouk") } });
    const id = other.json.data.id as string;

    const refused = await recorded(id, async () => [
      await call(`/admin/music-genres/update/${id}`, { token, body: { title: taken.toUpperCase() } }),
      await call(`/admin/music-genres/status/${id}`, { token, body: { status: 2 } }),
      await call(`/admin/music-genres/update/${id}`, { token, body: { title: "" } }),
    ]);
    expect(refused.result.map((r) => r.status)).toEqual([422, 422, 422]);
    expect(refused.rows).toEqual([]);

    const dupe = await call("/admin/music-genres/create", {
      token,
      body: { title: `  ${taken.toUpperCase()} ` },
    });
    expect(dupe.status).toBe(422);
    const { results } = await env.DB.prepare(
      "select count(*) as n from audit_log where instr(changes, ?) > 0",
    )
      .bind(taken.toUpperCase())
      .all<{ n: number }>();
    expect(results[0]?.n).toBe(0);

    await createTrack({ genreId: id });
    const inUse = await recorded(id, () =>
      call(`/admin/music-genres/delete/${id}`, { token, method: "POST" }),
    );
    expect(inUse.result.status).toBe(409);
    expect(inUse.rows).toEqual([]);

    const missing = await recorded("gen_missing", async () => [
      await call("/admin/music-genres/update/gen_missing", { token, body: { title: unique("Nope") } }),
      await call("/admin/music-genres/status/gen_missing", { token, body: { status: 0 } }),
      await call("/admin/music-genres/delete/gen_missing", { token, method: "POST" }),
    ]);
    expect(missing.result.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(missing.rows).toEqual([]);
  });
});

describe("admin lookups: in use", () => {
  it("names every use of a genre, a mood and an origin, and deletes unused ones", async () => {
    const { token } = await admin();
    const create = async (base: string) =>
      (await call(`${base}/create`, { token, body: { title: unique("Used") } })).json.data.id as string;
    const genre = await create("/admin/music-genres");
    const mood = await create("/admin/music-moods");
    const origin = await create("/admin/music-origins");
    const now = Date.now();
    await createTrack({ genreId: genre, moodId: mood, originId: origin });
    await createTrack({ genreId: genre });
    await env.DB.prepare(
      "insert into albums (id, artist_id, title, genre_id, created_at, updated_at) values (?, ?, 'A', ?, ?, ?)",
    )
      .bind(`alb_${crypto.randomUUID()}`, (await createArtist()).id, genre, now, now)
      .run();
    await env.DB.prepare(
      "insert into nonstops (id, title, genre_id, mood_id, created_at, updated_at) values (?, 'N', ?, ?, ?, ?)",
    )
      .bind(`nst_${crypto.randomUUID()}`, genre, mood, now, now)
      .run();
    await createArtist({ originId: origin });

    const expectations: [string, string][] = [
      [
        `/admin/music-genres/delete/${genre}`,
        "Genre is in use by 2 tracks, 1 album and 1 nonstop; deactivate it instead.",
      ],
      [
        `/admin/music-moods/delete/${mood}`,
        "Mood is in use by 1 track and 1 nonstop; deactivate it instead.",
      ],
      [
        `/admin/music-origins/delete/${origin}`,
        "Origin is in use by 1 track and 1 artist; deactivate it instead.",
      ],
    ];
    for (const [path, msg] of expectations) {
      const res = await call(path, { token, method: "POST" });
      expect(res.status, path).toBe(409);
      expect(res.json.msg).toBe(msg);
    }
    for (const base of ["/admin/music-genres", "/admin/music-moods", "/admin/music-origins"]) {
      const unused = await create(base);
      const gone = await call(`${base}/delete/${unused}`, { token, method: "POST" });
      expect(gone.status, base).toBe(200);
      expect((await call(`${base}/${unused}`, { token })).status).toBe(404);
    }
  });

  it("keeps a user type and a category that applications point at", async () => {
    const { token } = await admin();
    const applicant = await registerUser();
    const type = await call("/admin/user-types/create", {
      token,
      body: { title: unique("Influencer"), grants_role: "promoter" },
    });
    const typeId = type.json.data.id as string;
    const category = await call("/admin/user-categories/create", {
      token,
      body: { type_id: typeId, title: unique("Podcaster") },
    });
    const categoryId = category.json.data.id as string;
    const now = Date.now();
    await env.DB.prepare(
      `insert into user_applications (id, user_id, type_id, category_id, motivation, links, status, created_at, updated_at)
       values (?, ?, ?, ?, 'I host a weekly show about new music.', '[]', 'pending', ?, ?)`,
    )
      .bind(`uap_${crypto.randomUUID()}`, applicant.user.id, typeId, categoryId, now, now)
      .run();

    const typeDelete = await call(`/admin/user-types/delete/${typeId}`, { token, method: "POST" });
    expect(typeDelete.status).toBe(409);
    expect(typeDelete.json.msg).toBe(
      "User type is in use by 1 category and 1 application; deactivate it instead.",
    );
    const categoryDelete = await call(`/admin/user-categories/delete/${categoryId}`, {
      token,
      method: "POST",
    });
    expect(categoryDelete.status).toBe(409);
    expect(categoryDelete.json.msg).toBe("User category is in use by 1 application; deactivate it instead.");
    const off = await call(`/admin/user-categories/status/${categoryId}`, { token, body: { status: 0 } });
    expect(off.json.data.status).toBe(0);
  });
});
