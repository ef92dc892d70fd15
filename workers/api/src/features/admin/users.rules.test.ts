import { describe, expect, it } from "vitest";
import { searchKey } from "../accounts/search";
import { grantRows, roleChanges, roleLabels, userWriteRefusal } from "./users.rules";

describe("admin users rules", () => {
  it("lower-cases the search key like SQLite's lower(), ASCII only", () => {
    expect(searchKey("  Ada LOVELACE ")).toBe("ada lovelace");
    // SQLite's lower() leaves non-ASCII letters alone, so the key must too or the range misses.
    expect(searchKey("ÉMILE")).toBe("Émile");
    expect(searchKey(undefined)).toBe("");
  });

  it("turns a wire role set into granted rows, dropping listener and duplicates", () => {
    const rows = grantRows([
      { role: "listener" },
      { role: "creator", kind: "artist" },
      { role: "admin" },
      { role: "creator", kind: "artist" },
    ]);
    expect(rows).toEqual([
      { role: "admin", kind: "" },
      { role: "creator", kind: "artist" },
    ]);
    expect(roleLabels(rows)).toEqual(["admin", "creator:artist"]);
  });

  it("diffs role sets into the rows to remove and to add", () => {
    const current = grantRows([{ role: "admin" }, { role: "creator", kind: "artist" }]);
    const next = grantRows([{ role: "creator", kind: "artist" }, { role: "promoter" }]);
    expect(roleChanges(current, next)).toEqual({
      removed: [{ role: "admin", kind: "" }],
      added: [{ role: "promoter", kind: "" }],
    });
  });

  it("reads migration 0020's refusals anywhere in the cause chain, and nothing else", () => {
    const wrapped = new Error("D1_ERROR", {
      cause: new Error("users: the last active admin: SQLITE_CONSTRAINT"),
    });
    expect(userWriteRefusal(wrapped)).toMatchObject({
      status: 409,
      message: expect.stringMatching(/last active admin/),
    });
    expect(userWriteRefusal(new Error("users: the wallet is not empty"))).toMatchObject({ status: 409 });
    expect(userWriteRefusal(new Error("UNIQUE constraint failed: users.email"))).toBeNull();
  });
});
