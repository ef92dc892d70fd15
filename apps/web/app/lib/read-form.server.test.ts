import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readForm } from "./read-form.server";

const post = (body: BodyInit, type?: string) =>
  new Request("https://ngoma.test/x", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

async function refusal(request: Request): Promise<number> {
  try {
    await readForm(request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  return 0;
}

describe("readForm", () => {
  it("reads URL-encoded and multipart forms", async () => {
    expect(
      (await readForm(post("intent=save&title=A", "application/x-www-form-urlencoded"))).get("title"),
    ).toBe("A");
    const multipart = new FormData();
    multipart.set("intent", "cover");
    const form = await readForm(new Request("https://ngoma.test/x", { method: "POST", body: multipart }));
    expect(form.get("intent")).toBe("cover");
  });

  it("refuses what is not a form with a 415, and a form that does not parse with a 400", async () => {
    expect(await refusal(post('{"intent":"save"}', "application/json"))).toBe(415);
    expect(await refusal(post("garbage", "text/plain"))).toBe(415);
    expect(await refusal(post("garbage"))).toBe(415);
    expect(await refusal(post("not multipart", "multipart/form-data; boundary=zz"))).toBe(400);
  });
});

/** Every source file under app/, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("actions", () => {
  it("read their post through readForm only", () => {
    const app = join(import.meta.dirname, "..");
    const direct = sources(app).filter(
      (file) =>
        !file.endsWith("read-form.server.ts") && /request\.formData\(\)/.test(readFileSync(file, "utf8")),
    );
    expect(direct).toEqual([]);
  });
});
