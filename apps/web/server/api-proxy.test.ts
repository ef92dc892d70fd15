import { describe, expect, it } from "vitest";
import { buildApiRequest, proxyApi } from "./api-proxy";

describe("the /api forwarder (docs/decisions/0306)", () => {
  it("forwards what a Cloudflare route would: same URL, method, cookie, Authorization and body", async () => {
    const incoming = new Request("http://localhost:8787/api/v1/user/global/music-tracks/like/t1?x=1", {
      method: "POST",
      headers: {
        cookie: "ngoma_session=abc",
        authorization: "Bearer other",
        origin: "http://localhost:8787",
        "content-type": "application/json",
      },
      body: JSON.stringify({ value: true }),
    });
    const forwarded = buildApiRequest(incoming);
    expect(forwarded.url).toBe(incoming.url);
    expect(forwarded.method).toBe("POST");
    expect(forwarded.headers.get("cookie")).toBe("ngoma_session=abc");
    expect(forwarded.headers.get("authorization")).toBe("Bearer other");
    expect(forwarded.headers.get("origin")).toBe("http://localhost:8787");
    expect(await forwarded.json()).toEqual({ value: true });
  });

  it("gives the api a client address: the edge's when there is one, else loopback", () => {
    const local = buildApiRequest(new Request("http://localhost:8787/api/v1/x"));
    expect(local.headers.get("cf-connecting-ip")).toBe("127.0.0.1");
    const edge = buildApiRequest(
      new Request("https://ngoma.test/api/v1/x", { headers: { "cf-connecting-ip": "203.0.113.9" } }),
    );
    expect(edge.headers.get("cf-connecting-ip")).toBe("203.0.113.9");
  });

  it("hands the request to the API binding and returns its answer as it is", async () => {
    const seen: Request[] = [];
    const answer = new Response("ok", { status: 207 });
    const env = {
      API: {
        serve: async (request: Request) => {
          seen.push(request);
          return answer;
        },
      },
    } as unknown as Env;
    expect(await proxyApi(new Request("http://localhost:8787/api/docs"), env)).toBe(answer);
    expect(seen.map((r) => r.url)).toEqual(["http://localhost:8787/api/docs"]);
  });
});
