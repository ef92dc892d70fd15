import { describe, expect, it } from "vitest";
import { call, registerUser } from "../test-support/client";
import { MAX_PAGED_ROWS, pageQuerySchema, toPage } from "./pagination";

describe("toPage", () => {
  it("shapes pages", () => {
    expect(toPage([], { page: 3, perPage: 20, total: 0 })).toEqual({
      data: [],
      current_page: 3,
      last_page: 1,
      total: 0,
      from: null,
      to: null,
      per_page: 20,
    });
    expect(toPage(["a", "b"], { page: 2, perPage: 2, total: 5 })).toMatchObject({
      from: 3,
      to: 4,
      last_page: 3,
    });
  });

  it("offers no last page deeper than paging reaches, and keeps the true total", () => {
    expect(toPage(["a"], { page: 1, perPage: 20, total: 1_000_000 })).toMatchObject({
      total: 1_000_000,
      last_page: MAX_PAGED_ROWS / 20,
    });
  });
});

describe("page depth", () => {
  it("refuses a page ending past MAX_PAGED_ROWS, naming the last page", () => {
    expect(pageQuerySchema.safeParse({ page: "500", per_page: "20" }).success).toBe(true);
    const deep = pageQuerySchema.safeParse({ page: "501", per_page: "20" });
    expect(deep.success).toBe(false);
    expect(deep.error?.issues).toEqual([
      expect.objectContaining({ path: ["page"], message: expect.stringMatching(/last page is 500\b/) }),
    ]);
    expect(pageQuerySchema.safeParse({ page: "1000000" }).success).toBe(false);
  });

  it("answers a deep page with a 422 keyed by page, before any list is read", async () => {
    const { token } = await registerUser();
    const res = await call("/user/global/music-tracks?page=501", { token });
    expect(res.status).toBe(422);
    expect(res.json.message.page).toEqual([
      expect.stringMatching(/first 10000 items: .* last page is 500\./),
    ]);
    expect((await call("/user/global/music-tracks?page=1000000", { token })).status).toBe(422);
    expect((await call("/user/global/music-tracks?page=200&per_page=50", { token })).status).toBe(200);
  });
});
