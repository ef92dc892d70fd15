import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, registerUser } from "../../test-support/client";

describe("GET /user/requirements/access_countries", () => {
  beforeAll(async () => {
    await env.DB.batch(
      [
        ["UG", "Uganda", "UGX", 1],
        ["KE", "Kenya", "KES", 1],
        ["TZ", "Tanzania", "TZS", 1],
        ["XX", "Closed Land", "USD", 0],
      ].map((row) =>
        env.DB.prepare(
          "insert or ignore into access_countries (code, name, currency, status) values (?, ?, ?, ?)",
        ).bind(...row),
      ),
    );
  });

  it("lists active countries by name, paged", async () => {
    const { token } = await registerUser();
    const res = await call("/user/requirements/access_countries", { token });
    expect(res.status).toBe(200);
    const names = res.json.data.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain("Closed Land");
    expect(res.json.data.data).toContainEqual({ code: "UG", name: "Uganda", currency: "UGX" });

    const total = res.json.data.total as number;
    const page = await call(`/user/requirements/access_countries?per_page=1&page=${total}`, { token });
    expect(page.json.data).toMatchObject({ current_page: total, last_page: total, from: total, to: total });
    const beyond = await call(`/user/requirements/access_countries?per_page=1&page=${total + 1}`, { token });
    expect(beyond.json.data).toMatchObject({ data: [], from: null, to: null });
  });

  it("needs a session and a valid page", async () => {
    const { token } = await registerUser();
    expect((await call("/user/requirements/access_countries")).status).toBe(401);
    expect((await call("/user/requirements/access_countries?page=abc", { token })).status).toBe(422);
    expect((await call("/user/requirements/access_countries?per_page=500", { token })).status).toBe(422);
  });
});
