import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, grantRole, registerUser } from "../../test-support/client";

const IP = "198.18.0.77";

async function admin() {
  const account = await registerUser();
  await grantRole(account.user.id, "admin");
  return account.token as string;
}

const stem = () => `zz${crypto.randomUUID().slice(0, 8)}`;

/** The status-change audit rows about `ids`, as `[entity_id, changes, ip]`. */
async function statusRows(ids: string[]) {
  const { results } = await env.DB.prepare(
    `select entity_id, changes, ip from audit_log where action = 'status'
       and entity_id in (${ids.map(() => "?").join(", ")}) order by entity_id`,
  )
    .bind(...ids)
    .all<{ entity_id: string; changes: string; ip: string }>();
  return results.map((r) => [r.entity_id, JSON.parse(r.changes), r.ip]);
}

describe("admin lookups: bulk status", () => {
  it("changes only what differs, counts it, and records one audit row per changed row", async () => {
    const token = await admin();
    const s = stem();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await call("/admin/music-genres/create", { token, body: { title: `${s} ${n}` } });
      ids.push(res.json.data.id);
    }
    const [a, b, c] = ids as [string, string, string];

    const off = await call("/admin/music-genres/bulk-status", {
      token,
      ip: IP,
      body: { ids: [a, b], status: 0 },
    });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ data: { updated: 2 }, msg: "2 genres deactivated" });
    expect(await statusRows(ids)).toEqual([a, b].sort().map((id) => [id, { status: [1, 0] }, IP]));

    // Already inactive and missing rows are left alone and not counted.
    const again = await call("/admin/music-genres/bulk-status", {
      token,
      ip: IP,
      body: { ids: [a, b, c, "gen_missing"], status: 0 },
    });
    expect(again.json).toEqual({ data: { updated: 1 }, msg: "1 genre deactivated" });
    expect(await statusRows([c])).toEqual([[c, { status: [1, 0] }, IP]]);
    expect((await statusRows(ids)).length).toBe(3);

    const on = await call("/admin/music-genres/bulk-status", { token, body: { ids, status: 1 } });
    expect(on.json).toEqual({ data: { updated: 3 }, msg: "3 genres activated" });
    const page = await call(`/admin/music-genres?q=${s}&status=1`, { token });
    expect(page.json.data.total).toBe(3);
    expect((await statusRows(ids)).length).toBe(6);
  });

  it("works on every admin lookup, naming it in the message", async () => {
    const token = await admin();
    const type = await call("/admin/user-types/create", {
      token,
      body: { title: stem(), grants_role: "creator", creator_kind: "artist" },
    });
    const typeId = type.json.data.id as string;
    const cases: [string, Record<string, unknown>, string][] = [
      ["/admin/music-moods", {}, "2 moods deactivated"],
      ["/admin/music-origins", {}, "2 origins deactivated"],
      ["/admin/user-types", { grants_role: "promoter" }, "2 user types deactivated"],
      ["/admin/user-categories", { type_id: typeId }, "2 user categories deactivated"],
    ];
    for (const [base, extra, msg] of cases) {
      const ids: string[] = [];
      for (let n = 0; n < 2; n++) {
        ids.push((await call(`${base}/create`, { token, body: { title: stem(), ...extra } })).json.data.id);
      }
      const res = await call(`${base}/bulk-status`, { token, body: { ids, status: 0 } });
      expect(res.json, base).toEqual({ data: { updated: 2 }, msg });
      expect((await statusRows(ids)).length, base).toBe(2);
    }
  });

  it("refuses bad lists with 422 field errors", async () => {
    const token = await admin();
    const bad: [unknown, string][] = [
      [{ ids: [], status: 0 }, "ids"],
      [{ ids: ["gen_a", "gen_a"], status: 0 }, "ids"],
      [{ ids: Array.from({ length: 101 }, (_, i) => `gen_${i}`), status: 1 }, "ids"],
      [{ ids: ["gen_a"], status: 2 }, "status"],
      [{ ids: "gen_a", status: 1 }, "ids"],
      [{ ids: ["gen_a"], status: 1, extra: true }, "extra"],
    ];
    for (const [body, field] of bad) {
      const res = await call("/admin/music-genres/bulk-status", { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.keys(res.json.message)).toContain(field);
    }
  });

  it("takes 100 ids in one call", async () => {
    const token = await admin();
    const s = stem();
    const now = Date.now();
    const ids = Array.from({ length: 100 }, (_, i) => `org_${s}_${String(i).padStart(3, "0")}`);
    await env.DB.batch(
      ids.map((id) =>
        env.DB.prepare(
          "insert into origins (id, title, normalized_title, status, created_at, updated_at) values (?, ?, ?, 1, ?, ?)",
        ).bind(id, id, id, now, now),
      ),
    );
    const res = await call("/admin/music-origins/bulk-status", { token, body: { ids, status: 0 } });
    expect(res.json).toEqual({ data: { updated: 100 }, msg: "100 origins deactivated" });
    expect((await statusRows(ids)).length).toBe(100);
  });

  it("is admin-only: 401 without a session, 403 for listeners, creators and promoters", async () => {
    const listener = await registerUser();
    const creator = await registerUser();
    await grantRole(creator.user.id, "creator", "artist");
    const promoter = await registerUser();
    await grantRole(promoter.user.id, "promoter");
    const body = { ids: ["x_1"], status: 0 };
    for (const base of ["music-genres", "music-moods", "music-origins", "user-types", "user-categories"]) {
      const path = `/admin/${base}/bulk-status`;
      expect((await call(path, { body })).status, path).toBe(401);
      for (const who of [listener, creator, promoter]) {
        expect((await call(path, { token: who.token, body })).status, path).toBe(403);
      }
    }
  });
});

describe("admin lookups: sorting", () => {
  it("sorts by title, creation time or status, either way, on the server", async () => {
    const token = await admin();
    const s = stem();
    const made: Record<string, string> = {};
    for (const name of ["b", "a", "c"]) {
      made[name] = (
        await call("/admin/music-moods/create", { token, body: { title: `${s} ${name}` } })
      ).json.data.id;
    }
    // Creation times apart and out of title order: c oldest, then a, then b.
    const times: [string, number][] = [
      ["c", 1_000],
      ["a", 2_000],
      ["b", 3_000],
    ];
    for (const [name, at] of times) {
      await env.DB.prepare("update moods set created_at = ? where id = ?").bind(at, made[name]).run();
    }
    await call(`/admin/music-moods/status/${made.c}`, { token, body: { status: 0 } });
    const order = async (query: string) => {
      const res = await call(`/admin/music-moods?q=${s}${query}`, { token });
      expect(res.status, query).toBe(200);
      return res.json.data.data.map((m: { title: string }) => m.title.slice(-1)).join("");
    };
    expect(await order("")).toBe("abc");
    expect(await order("&sort=title&direction=desc")).toBe("cba");
    expect(await order("&sort=created_at")).toBe("cab");
    expect(await order("&sort=created_at&direction=desc")).toBe("bac");
    expect(await order("&sort=status")).toBe("cab");
    expect(await order("&sort=status&direction=desc")).toBe("abc");
    expect(await order("&sort=title&direction=desc&per_page=1&page=2")).toBe("b");

    const bad = await call(`/admin/music-moods?sort=normalized_title`, { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.message)).toEqual(["sort"]);
    expect((await call(`/admin/music-moods?sort=title&direction=up`, { token })).status).toBe(422);
    const types = await call(`/admin/user-types?sort=created_at&direction=desc`, { token });
    expect(types.status).toBe(200);
  });
});
