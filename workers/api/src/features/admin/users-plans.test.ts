import { describe, expect, it } from "vitest";
import { MAX_PAGED_ROWS } from "../../kit/pagination";
import { testDb } from "../../test-support/catalogue-fixtures";
import { planOf } from "../../test-support/query-plans";
import type { AdminUserListQuery } from "./users.contract";
import { byTypeStatements, listStatements } from "./users-list.service";

const base: AdminUserListQuery = { page: 1, per_page: 20, sort: "created_at", direction: "desc" };

// D1 keeps no planner statistics, so these plans on the test database are the plans at 1M accounts.
const cases: [Partial<AdminUserListQuery>, RegExp[], { sorts?: boolean }][] = [
  [{}, [/^SCAN users USING INDEX users_created_at_idx$/m], {}],
  [{ status: 0 }, [/SEARCH users USING INDEX users_status_created_idx \(status=\?\)/], {}],
  [{ country: "UG" }, [/SEARCH users USING INDEX users_country_created_idx \(country=\?\)/], {}],
  [{ sort: "name", direction: "asc" }, [/^SCAN users USING INDEX users_name_lower_idx$/m], {}],
  [{ sort: "email" }, [/^SCAN users USING INDEX users_email_uq$/m], {}],
  [
    { role: "listener" },
    [
      /^SCAN users USING INDEX users_created_at_idx$/m,
      /SEARCH user_roles USING COVERING INDEX sqlite_autoindex_user_roles_1 \(user_id=\?\)/,
    ],
    {},
  ],
  // A granted role reads its holders (few: each is an admin's decision), then sorts them.
  [
    { role: "admin" },
    [/SEARCH user_roles USING COVERING INDEX user_roles_grant_idx \(role=\?\)/],
    { sorts: true },
  ],
  // A search reads at most MAX_PAGED_ROWS index entries of its ranges, then sorts them.
  [
    { q: "ada" },
    [
      /SEARCH users USING INDEX users_email_uq \(email>\? AND email<\?\)/,
      /SEARCH users USING INDEX users_name_lower_idx \(<expr>>\? AND <expr><\?\)/,
    ],
    { sorts: true },
  ],
];

describe("admin users: query plans", () => {
  it.each(cases)(
    "the list %j walks its index and counts a bounded number of rows",
    async (filters, lines, { sorts }) => {
      const { rows, total } = listStatements(testDb(), { ...base, ...filters });
      const plan = await planOf(rows);
      for (const line of lines) expect(plan).toMatch(line);
      if (!sorts) expect(plan).not.toMatch(/TEMP B-TREE/);
      // No walk of the whole users table by rowid, and never a LIKE.
      expect(plan).not.toMatch(/^SCAN users$/m);
      expect(rows.toSQL().sql).not.toMatch(/\blike\b/i);
      const counted = total.toSQL();
      expect(counted.sql).toMatch(/limit \?/);
      expect(counted.params).toContain(MAX_PAGED_ROWS);
    },
  );

  it("an e-mail search reads the e-mail range only", async () => {
    const plan = await planOf(listStatements(testDb(), { ...base, q: "ada@ex" }).rows);
    expect(plan).toMatch(/SEARCH users USING INDEX users_email_uq \(email>\? AND email<\?\)/);
    expect(plan).not.toMatch(/users_name_lower_idx/);
  });

  it("by-type walks the role's holders newest grant first, probing accounts by key", async () => {
    const { rows, total } = byTypeStatements(testDb(), "utp_artist", 1, 20);
    const plan = await planOf(rows);
    expect(plan).toMatch(
      /SEARCH user_roles USING COVERING INDEX user_roles_grant_idx \(role=\? AND kind=\?\)/,
    );
    expect(plan).toMatch(/SEARCH users USING INDEX sqlite_autoindex_users_1 \(id=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
    expect(total.toSQL().params).toContain(MAX_PAGED_ROWS);
  });
});
