// The queue's action against a fake api: bulk approve posts one approval per selected id and answers
// with one summary; a rejection without a reason never reaches the api.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loadQueue, queueAction } from "./queue.server";

/** An API binding that answers by path; records each call's method, path and JSON body. */
function fakeApi(answer: (path: string) => Response) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  const context = {
    env: {
      API: {
        serve: async (request: Request) => {
          const url = new URL(request.url);
          const path = `${url.pathname.replace("/api/v1", "")}${url.search}`;
          const body = request.method === "POST" ? await request.json() : null;
          seen.push({ method: request.method, path, body });
          return answer(path);
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, seen };
}

const COOKIE = { cookie: "__Host-ngoma_session=tok" };
const post = (fields: Record<string, string>) =>
  new Request("http://localhost/admin/tracks-for-sale", {
    method: "POST",
    headers: { ...COOKIE, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("tracks-for-sale action", () => {
  it("approves each selected id and sums the answers up", async () => {
    const { context, seen } = fakeApi((path) =>
      path.endsWith("/lst_2")
        ? Response.json({ msg: "Track for sale not found", code: "NOT_FOUND" }, { status: 404 })
        : Response.json({ data: {}, msg: "Track for sale approved" }),
    );
    const out = await queueAction(context, post({ intent: "bulk-approve", ids: "lst_1,lst_2,lst_3" }));
    expect(seen.map((s) => s.path).sort()).toEqual([
      "/admin/tracks-for-sale/moderate/lst_1",
      "/admin/tracks-for-sale/moderate/lst_2",
      "/admin/tracks-for-sale/moderate/lst_3",
    ]);
    expect(seen.every((s) => (s.body as { is_approved: unknown }).is_approved === true)).toBe(true);
    expect(out).toMatchObject({
      ok: false,
      intent: "bulk-approve",
      msg: "2 of 3 approved. 1 failed: Track for sale not found",
      approved: ["lst_1", "lst_3"],
      failed: [{ id: "lst_2", msg: "Track for sale not found" }],
    });
  });

  it("refuses a rejection without a reason before calling the api", async () => {
    const { context, seen } = fakeApi(() => Response.json({ data: {} }));
    const out = await queueAction(context, post({ intent: "moderate", id: "lst_1", is_approved: "0" }));
    expect(seen).toEqual([]);
    const answer = (out as unknown as { data: { fieldErrors: unknown } }).data;
    expect(answer.fieldErrors).toEqual({ reason: ["Say why it is rejected: the seller reads it."] });
  });
});

describe("tracks-for-sale loader", () => {
  it("asks for the pending queue by default", async () => {
    const page = { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null };
    const { context, seen } = fakeApi(() => Response.json({ data: page }));
    const request = new Request("http://localhost/admin/tracks-for-sale?q=kora", { headers: COOKIE });
    const out = await loadQueue(context, request);
    expect(seen.map((s) => s.path)).toEqual([
      "/admin/tracks-for-sale/list?page=1&per_page=10&q=kora&approval=pending",
    ]);
    expect(out).toMatchObject({ page, error: null, state: { q: "kora" } });
  });
});
