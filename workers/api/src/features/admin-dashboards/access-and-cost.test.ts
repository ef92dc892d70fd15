import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, grantRole, registerUser } from "../../test-support/client";
import { registerAdmin } from "../../test-support/dashboard-fixtures";
import { planOf } from "../../test-support/query-plans";
import { countingD1 } from "../../test-support/round-trips";
import { auditQuery } from "./audit.service";
import { activeDaysQuery, countersQuery, signupsQuery } from "./counters.service";
import { epochDay } from "./rules";

const PATHS = [
  "/admin/users/dashboard",
  "/admin/settings/dashboard-summary",
  "/admin/settings/entity-distribution",
  "/admin/audit",
];

describe("admin dashboards: access (BFLA)", () => {
  it("answers 401 without a session and 403 to a listener, a creator and a promoter", async () => {
    const listener = await registerUser();
    const creator = await registerUser();
    await grantRole(creator.user.id, "creator", "artist");
    const promoter = await registerUser();
    await grantRole(promoter.user.id, "promoter");
    for (const path of PATHS) {
      expect((await call(path)).status, path).toBe(401);
      for (const { token } of [listener, creator, promoter]) {
        const res = await call(path, { token });
        expect(res.status, path).toBe(403);
        expect(res.json.data).toBeUndefined();
      }
    }
  });
});

/**
 * The dashboards cost the same at 10 users as at 1M: a fixed number of statements in one data round
 * trip (after the session's), each a primary-key probe or range of a counter table, never a scan.
 */
describe("admin dashboards: cost", () => {
  let token = "";
  beforeAll(async () => {
    ({ token } = await registerAdmin());
    // The admin's first request of the day records them active; the measured ones below are not first.
    await call("/admin/settings/entity-distribution", { token });
  });

  it.each([
    // The session, then: three counter reads / counters and the recent audit rows / the counters.
    ["/admin/users/dashboard", 4],
    ["/admin/settings/dashboard-summary", 3],
    ["/admin/settings/entity-distribution", 2],
    // The session, then the page and its bounded count.
    ["/admin/audit", 3],
  ])("%s: %i statements, two round trips", async (path, statements) => {
    const d1 = countingD1(env.DB);
    const res = await call(path, { token, env: { DB: d1.binding } });
    expect(res.status).toBe(200);
    expect(d1.statements).toBe(statements);
    expect(d1.rounds).toBe(2);
  });

  it("reads the counters by key and the day tables by range, never scanning a table", async () => {
    const db = testDb();
    const today = epochDay(Date.now());
    const counters = await planOf(countersQuery(db));
    const signups = await planOf(signupsQuery(db, today - 89));
    const active = await planOf(activeDaysQuery(db, today - 29));
    expect(counters).toMatch(
      /^SEARCH entity_counters USING INDEX sqlite_autoindex_entity_counters_1 \(key=\?\)$/m,
    );
    expect(signups).toMatch(/^SEARCH daily_signups USING INTEGER PRIMARY KEY \(rowid>\?\)$/m);
    expect(active).toMatch(/^SEARCH user_active_days USING INTEGER PRIMARY KEY \(rowid>\?\)$/m);
    for (const plan of [counters, signups, active]) expect(plan).not.toMatch(/\bSCAN\b/);
  });

  it("reads the latest audit rows from the head of the time index, and each filter through its index", async () => {
    const db = testDb();
    const recent = await planOf(auditQuery(db, {}, 10));
    expect(recent).toMatch(/^SCAN audit_log USING INDEX audit_log_created_idx$/m);
    expect(recent).toMatch(/SEARCH users USING INDEX sqlite_autoindex_users_1 \(id=\?\)/);
    expect(recent).not.toMatch(/TEMP B-TREE/);
    expect(await planOf(auditQuery(db, { actor_id: "usr_x" }, 20))).toMatch(
      /SEARCH audit_log USING INDEX audit_log_actor_idx \(actor_id=\?\)/,
    );
    expect(await planOf(auditQuery(db, { entity: "genre", entity_id: "gen_x" }, 20))).toMatch(
      /SEARCH audit_log USING INDEX audit_log_entity_idx \(entity=\? AND entity_id=\?\)/,
    );
    expect(await planOf(auditQuery(db, { from: "2030-01-01", to: "2030-01-02" }, 20))).toMatch(
      /SEARCH audit_log USING INDEX audit_log_created_idx \(created_at>\? AND created_at<\?\)/,
    );
  });
});
