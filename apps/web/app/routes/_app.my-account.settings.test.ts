import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { action, loader } from "./_app.my-account.settings";

function fakeApi(answer: unknown) {
  const seen: { method: string; path: string; body: string }[] = [];
  const context = {
    env: {
      ENVIRONMENT: "production",
      API: {
        serve: async (request: Request) => {
          seen.push({
            method: request.method,
            path: new URL(request.url).pathname,
            body: await request.text(),
          });
          return Response.json({ data: answer, msg: "ok" });
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, seen };
}

const signedIn = (init: RequestInit = {}) =>
  new Request("http://localhost/my-account/settings", {
    ...init,
    headers: { cookie: "__Host-ngoma_session=tok_live" },
  });

describe("settings: linked sign-in providers", () => {
  it("loads the linked providers from the api", async () => {
    const linked = [{ provider: "google", email: "ada@example.com", linked_at: "2026-11-24T00:00:00.000Z" }];
    const { context, seen } = fakeApi(linked);
    const data = await loader({ request: signedIn(), context, params: {} });
    expect(data).toEqual({ devSandbox: false, providers: linked });
    expect(seen.map((s) => s.path)).toEqual(["/api/v1/user/account/providers"]);
  });

  it("unlinks the provider the confirmed form names", async () => {
    const { context, seen } = fakeApi(null);
    const form = new FormData();
    form.set("intent", "unlink");
    form.set("provider", "apple");
    const result = await action({ request: signedIn({ method: "POST", body: form }), context, params: {} });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      "POST /api/v1/user/account/providers/unlink/apple",
    ]);
    expect(result).toMatchObject({ ok: true });
    expect(JSON.parse(seen[0]?.body ?? "{}")).not.toHaveProperty("provider");
  });

  it("refuses to unlink a provider it does not know, without calling the api", async () => {
    const { context, seen } = fakeApi(null);
    const form = new FormData();
    form.set("intent", "unlink");
    form.set("provider", "myspace");
    const refused = await action({
      request: signedIn({ method: "POST", body: form }),
      context,
      params: {},
    }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(400);
    expect(seen).toEqual([]);
  });
});

describe("settings: a first password", () => {
  it("sends the security code only when one was typed", async () => {
    for (const [code, expected] of [
      ["", undefined],
      [" 123456 ", "123456"],
    ] as const) {
      const { context, seen } = fakeApi({ id: "usr_1" });
      const form = new FormData();
      form.set("intent", "password");
      form.set("password", "a-long-and-unusual-passphrase");
      form.set("code", code);
      await action({ request: signedIn({ method: "POST", body: form }), context, params: {} });
      expect(seen[0]?.path).toBe("/api/v1/auth/user/update_password");
      expect(JSON.parse(seen[0]?.body ?? "{}").code).toBe(expected);
    }
  });
});
