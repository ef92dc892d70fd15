import { connectUrl } from "@ngoma/realtime/client";
import { describe, expect, it } from "vitest";
import { connectWebsocket } from "./websocket";

interface Seen {
  url: string;
  headers: Headers;
}

/** The two service bindings the gate uses: API answers authuser, REALTIME records what it was handed. */
function fakeEnv(user: { id: string; session_id?: string } | null) {
  const api: Seen[] = [];
  const realtime: Seen[] = [];
  const env = {
    API: {
      serve: async (request: Request) => {
        api.push({ url: request.url, headers: request.headers });
        return user
          ? Response.json({ data: user })
          : Response.json({ msg: "no", code: "UNAUTHENTICATED" }, { status: 401 });
      },
    },
    REALTIME: {
      fetch: async (url: string, init: RequestInit) => {
        realtime.push({ url, headers: new Headers(init.headers) });
        return new Response("upgraded", { status: 200 });
      },
    },
  } as unknown as Env;
  return { env, api, realtime };
}

function upgrade(headers: Record<string, string>, path = "/api/v1/websockets/connect") {
  return new Request(`http://localhost:8787${path}`, { headers: { upgrade: "websocket", ...headers } });
}

describe("websocket gate", () => {
  it("needs an upgrade", async () => {
    const { env } = fakeEnv({ id: "usr_1" });
    const response = await connectWebsocket(
      new Request("http://localhost:8787/api/v1/websockets/connect"),
      env,
    );
    expect(response.status).toBe(426);
  });

  it("refuses a foreign or missing Origin before asking the api anything", async () => {
    const { env, api } = fakeEnv({ id: "usr_1" });
    const foreign = await connectWebsocket(
      upgrade({ origin: "https://evil.example", cookie: "__Host-ngoma_session=t" }),
      env,
    );
    expect(foreign.status).toBe(403);
    expect((await connectWebsocket(upgrade({ cookie: "__Host-ngoma_session=t" }), env)).status).toBe(403);
    expect(api).toHaveLength(0);
  });

  it("refuses without a session, or when the api does not know the token", async () => {
    const anonymous = fakeEnv({ id: "usr_1" });
    expect((await connectWebsocket(upgrade({ origin: "http://localhost:8787" }), anonymous.env)).status).toBe(
      401,
    );
    const unknown = fakeEnv(null);
    const res = await connectWebsocket(
      upgrade({ origin: "http://localhost:8787", cookie: "__Host-ngoma_session=t" }),
      unknown.env,
    );
    expect(res.status).toBe(401);
    expect(unknown.realtime).toHaveLength(0);
  });

  it("hands a signed-in upgrade to the user's channel without the credentials", async () => {
    const { env, api, realtime } = fakeEnv({ id: "usr_42", session_id: "ses_9" });
    await connectWebsocket(
      upgrade({
        origin: "http://localhost:8787",
        cookie: "__Host-ngoma_session=secret",
        authorization: "Bearer x",
      }),
      env,
    );
    expect(api[0]?.headers.get("authorization")).toBe("Bearer secret");
    expect(realtime).toHaveLength(1);
    // Tagged with the session, so that session's end closes the socket.
    expect(realtime[0]?.url).toBe(connectUrl("usr_42", "ses_9"));
    expect(realtime[0]?.url).toMatch(/\/connect\/usr_42\/ses_9$/);
    expect(realtime[0]?.headers.get("cookie")).toBeNull();
    expect(realtime[0]?.headers.get("authorization")).toBeNull();
    expect(realtime[0]?.headers.get("upgrade")).toBe("websocket");
  });

  it("refuses when the api names no session to tag the socket with", async () => {
    const { env, realtime } = fakeEnv({ id: "usr_42" });
    const res = await connectWebsocket(
      upgrade({ origin: "http://localhost:8787", cookie: "__Host-ngoma_session=t" }),
      env,
    );
    expect(res.status).toBe(401);
    expect(realtime).toHaveLength(0);
  });

  it("accepts ?token= for non-browser clients", async () => {
    const { env, api } = fakeEnv({ id: "usr_7" });
    await connectWebsocket(
      upgrade({ origin: "http://localhost:8787" }, "/api/v1/websockets/connect?token=tok"),
      env,
    );
    expect(api[0]?.headers.get("authorization")).toBe("Bearer tok");
  });
});
