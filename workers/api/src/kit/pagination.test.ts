import { describe, expect, it } from "vitest";
import { toPage } from "./pagination";

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
});
