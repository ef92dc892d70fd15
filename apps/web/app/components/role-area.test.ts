import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import type { RoleArea } from "../lib/roles";
import { type RoleGuard, roleArea } from "./role-area";

const args = {
  request: new Request("http://localhost/admin/x"),
  context: {} as AppLoadContext,
  params: {},
};

async function thrownStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
  } catch (error) {
    return (error as Response).status;
  }
  throw new Error("nothing was thrown");
}

describe("roleArea", () => {
  const asked: RoleArea[] = [];
  const allow: RoleGuard = async (_request, _context, area) => {
    asked.push(area);
  };
  const forbid: RoleGuard = async () => {
    throw new Response("This area needs the admin role.", { status: 403 });
  };

  it("guards the layout with the configured area", async () => {
    const area = roleArea({ area: "promoter" });
    expect(await area.loader(allow)(args)).toBeNull();
    expect(asked.at(-1)).toBe("promoter");
    expect(await thrownStatus(() => area.loader(forbid)(args))).toBe(403);
  });

  it("answers a path without a page with 404, but a missing role with 403 first", async () => {
    const area = roleArea({ area: "admin" });
    expect(await thrownStatus(() => area.splatLoader(allow)(args))).toBe(404);
    expect(asked.at(-1)).toBe("admin");
    expect(await thrownStatus(() => area.splatLoader(forbid)(args))).toBe(403);
  });
});
