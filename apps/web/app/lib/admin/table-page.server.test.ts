import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { AUDIT_SPEC } from "./audit";
import { loadTablePage } from "./table-page.server";

/** An API binding answering every GET with `answer`; records each call's path and query. */
function fakeApi(answer: () => Response) {
  const seen: string[] = [];
  const context = {
    env: {
      API: {
        serve: async (request: Request) => {
          const url = new URL(request.url);
          seen.push(`${url.pathname.replace("/api/v1", "")}${url.search}`);
          return answer();
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, seen };
}

const request = (search: string) =>
  new Request(`http://localhost/admin/audit${search}`, { headers: { cookie: "__Host-ngoma_session=tok" } });

const PAGE = {
  data: [{ id: "aud_1" }],
  current_page: 2,
  last_page: 2,
  per_page: 25,
  total: 26,
  from: 26,
  to: 26,
};

describe("loadTablePage", () => {
  it("asks the api for the page the URL describes under the spec", async () => {
    const { context, seen } = fakeApi(() => Response.json({ data: PAGE }));
    const out = await loadTablePage(
      context,
      request("?entity=genre&page=2&bogus=1"),
      "GET /admin/audit",
      AUDIT_SPEC,
    );
    expect(seen).toEqual(["/admin/audit?page=2&per_page=25&entity=genre"]);
    expect(out).toMatchObject({ page: PAGE, error: null, state: { page: 2, filters: { entity: "genre" } } });
  });

  it("keeps a refusal's sentence in place of the page", async () => {
    const msg = "From must be a date (YYYY-MM-DD).";
    const { context } = fakeApi(() => Response.json({ msg, code: "VALIDATION_ERROR" }, { status: 422 }));
    const out = await loadTablePage(context, request("?from=2026-02-30"), "GET /admin/audit", AUDIT_SPEC);
    expect(out).toMatchObject({ page: null, error: msg, state: { filters: { from: "2026-02-30" } } });
  });
});
