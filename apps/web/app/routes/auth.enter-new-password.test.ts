import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { resetCookie } from "../lib/session.server";
import { action } from "./auth.enter-new-password";

describe("enter new password", () => {
  it("after the reset, sends the user to sign in and then to review their linked providers", async () => {
    const seen: string[] = [];
    const context = {
      env: {
        API: {
          serve: async (request: Request) => {
            seen.push(new URL(request.url).pathname);
            return Response.json({ data: { id: "usr_1" }, msg: "Password updated." });
          },
        },
      },
    } as unknown as AppLoadContext;
    const base = new Request("http://localhost/auth/enter-new-password");
    const cookie = resetCookie({ email: "ada@example.com", code: "123456" }).split(";")[0] ?? "";
    const form = new FormData();
    form.set("password", "a-long-and-unusual-passphrase");
    form.set("password_confirmation", "a-long-and-unusual-passphrase");
    const request = new Request(base.url, { method: "POST", body: form, headers: { cookie } });
    const response = (await action({ request, context, params: {} })) as Response;
    expect(seen).toEqual(["/api/v1/auth/user/update_password"]);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/auth/login?redirectTo=%2Fmy-account%2Fsettings%3Freview%3Dproviders",
    );
  });
});
