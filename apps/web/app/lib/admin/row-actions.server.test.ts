import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { resourceApi } from "./paths";
import { adminRowAction, bulkIds } from "./row-actions.server";

/** An API binding answering by path; records each call's path and body. */
function fakeApi(answer: (path: string) => Response) {
  const seen: { path: string; body: unknown }[] = [];
  const context = {
    env: {
      API: {
        serve: async (request: Request) => {
          const path = new URL(request.url).pathname.replace("/api/v1", "");
          seen.push({ path, body: await request.json() });
          return answer(path);
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, seen };
}

const request = () =>
  new Request("http://localhost/admin/genres", {
    method: "POST",
    headers: { cookie: "__Host-ngoma_session=tok" },
  });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const GENRES = resourceApi("/admin/music-genres");
const ENTITY = { one: "Genre", many: "Genres" };
type Body = { ok: boolean; msg?: string; intent?: string };
const bodyOf = async (answer: unknown): Promise<Body> =>
  answer instanceof Response
    ? ((await answer.json()) as Body)
    : ((answer as { data?: Body }).data ?? (answer as Body));

describe("bulkIds", () => {
  it("splits, trims, drops blanks and caps at 100", () => {
    expect(bulkIds(form({ ids: " a, b,,c " }))).toEqual(["a", "b", "c"]);
    expect(bulkIds(form({ ids: Array.from({ length: 150 }, (_, i) => `g${i}`).join(",") }))).toHaveLength(
      100,
    );
    expect(bulkIds(form({}))).toEqual([]);
  });
});

describe("adminRowAction", () => {
  it("sends the selected rows in one bulk call and answers with the api's sentence", async () => {
    const { context, seen } = fakeApi(() =>
      Response.json({ data: { updated: 2 }, msg: "2 genres deactivated" }),
    );
    const answer = await adminRowAction(
      context,
      request(),
      form({ intent: "bulk-status", ids: "g1,g2", status: "0" }),
      GENRES,
      ENTITY,
    );
    expect(seen).toEqual([
      { path: "/admin/music-genres/bulk-status", body: { ids: ["g1", "g2"], status: 0 } },
    ]);
    expect(await bodyOf(answer)).toMatchObject({
      ok: true,
      msg: "2 genres deactivated",
      intent: "bulk-status",
    });
  });

  it.each([
    [422, "VALIDATION_ERROR", "Select at most 100 rows."],
    [404, "NOT_FOUND", "Not found."],
  ])("passes a %i refusal of the bulk call on, without calling each row", async (status, code, msg) => {
    const { context, seen } = fakeApi(() => Response.json({ msg, code }, { status }));
    const answer = await adminRowAction(
      context,
      request(),
      form({ intent: "bulk-status", ids: "g1,g2", status: "1" }),
      GENRES,
      ENTITY,
    );
    expect(seen.map((s) => s.path)).toEqual(["/admin/music-genres/bulk-status"]);
    expect(await bodyOf(answer)).toMatchObject({ ok: false, msg, intent: "bulk-status" });
  });

  it("passes the api's refusal of a delete on (a lookup in use: 409 and where)", async () => {
    const msg = "This genre is used by 3 tracks and 1 album: deactivate it instead.";
    const { context } = fakeApi(() => Response.json({ msg, code: "CONFLICT" }, { status: 409 }));
    const answer = await adminRowAction(
      context,
      request(),
      form({ intent: "delete", id: "g1" }),
      GENRES,
      ENTITY,
    );
    expect(await bodyOf(answer)).toMatchObject({ ok: false, msg, intent: "delete" });
  });

  it("refuses an unknown intent", async () => {
    const { context } = fakeApi(() => Response.json({}));
    await expect(
      adminRowAction(context, request(), form({ intent: "drop" }), GENRES, ENTITY),
    ).rejects.toBeInstanceOf(Response);
  });
});
