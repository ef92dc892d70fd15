import { describe, expect, it } from "vitest";
import { filledParams } from "./filter-params";

describe("filledParams", () => {
  it("keeps set filters, trimmed, and drops empty ones and files", () => {
    const form = new FormData();
    form.set("q", "  kuno ");
    form.set("status", "");
    form.set("publication", "published");
    form.set("cover", new Blob(["x"]));
    expect(filledParams(form).toString()).toBe("q=kuno&publication=published");
  });
});
