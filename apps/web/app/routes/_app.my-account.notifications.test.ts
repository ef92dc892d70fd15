import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader } from "./_app.my-account.notifications";

/** The API binding: every call answers as `notifications` says; `asked` records the paths called. */
function contextWith(notifications: () => Promise<Response>) {
  const asked: string[] = [];
  const serve = async (request: Request) => {
    asked.push(new URL(request.url).pathname);
    return notifications();
  };
  return { context: { env: { API: { serve } } } as unknown as AppLoadContext, asked };
}

/** What the loader throws; it asks the api for the notifications page and nothing else (no authuser). */
async function thrownBy({ context, asked }: ReturnType<typeof contextWith>): Promise<unknown> {
  const request = new Request("http://localhost/my-account/notifications", {
    headers: { cookie: "__Host-ngoma_session=tok_1" },
  });
  try {
    await loader({ request, context, params: {} });
  } catch (error) {
    expect(asked).toEqual(["/api/v1/user/global/notifications"]);
    return error;
  }
  throw new Error("the loader did not throw");
}

describe("notifications loader", () => {
  it("answers a network failure with a 503 page, not a RangeError (a 500)", async () => {
    const thrown = await thrownBy(
      contextWith(() => Promise.reject(new TypeError("Network connection lost."))),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await (thrown as Response).text()).toBe("Network error occurred. Please check your connection.");
  });

  it("passes the api's own error status and message through", async () => {
    const thrown = await thrownBy(
      contextWith(async () => Response.json({ msg: "Slow down", code: "RATE_LIMITED" }, { status: 429 })),
    );
    expect((thrown as Response).status).toBe(429);
    expect(await (thrown as Response).text()).toBe("Slow down");
  });
});
