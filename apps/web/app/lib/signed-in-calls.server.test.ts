import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { apiGet, apiGetOptional, apiPost } from "./signed-in-calls.server";

/** A context whose API binding answers every call with `answer` and records the paths it was asked. */
function fakeApi(answer: () => Response) {
  const seen: { path: string; auth: string | null }[] = [];
  const context = {
    env: {
      API: {
        serve: async (request: Request) => {
          seen.push({ path: new URL(request.url).pathname, auth: request.headers.get("authorization") });
          return answer();
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, seen };
}

const signedInRequest = () =>
  new Request("http://localhost/library/liked-songs", {
    headers: { cookie: "__Host-ngoma_session=tok_live" },
  });

describe("signed-in calls", () => {
  it("send the cookie's token at once: one api call, no authuser round trip first", async () => {
    const { context, seen } = fakeApi(() => Response.json({ data: { id: "trk_1" } }));
    await expect(
      apiGet(context, signedInRequest(), "GET /user/global/music-tracks/{id}", { params: { id: "trk_1" } }),
    ).resolves.toEqual({
      id: "trk_1",
    });
    expect(seen).toEqual([{ path: "/api/v1/user/global/music-tracks/trk_1", auth: "Bearer tok_live" }]);
  });

  it("turn a refused session into the login redirect that drops the cookie, for reads and writes", async () => {
    const refused = () =>
      Response.json({ msg: "Please sign in to continue.", code: "UNAUTHENTICATED" }, { status: 401 });
    for (const attempt of [
      (c: AppLoadContext) => apiGet(c, signedInRequest(), "GET /user/global/music-tracks"),
      (c: AppLoadContext) => apiGetOptional(c, signedInRequest(), "GET /user/global/adverts"),
      (c: AppLoadContext) =>
        apiPost(c, signedInRequest(), "POST /user/library/playlists/create", { body: { title: "x" } }),
    ]) {
      const { context } = fakeApi(refused);
      const thrown = await attempt(context).then(
        () => null,
        (e: unknown) => e,
      );
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/auth/login?redirectTo=%2Flibrary%2Fliked-songs");
      expect(response.headers.get("set-cookie")).toMatch(/^__Host-ngoma_session=;/);
    }
  });

  it("redirect to login without calling the api when there is no session cookie", async () => {
    const { context, seen } = fakeApi(() => Response.json({ data: null }));
    const thrown = await apiGet(
      context,
      new Request("http://localhost/library"),
      "GET /user/library/playlists",
    ).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(302);
    expect(seen).toEqual([]);
  });
});
