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

  it("forwards tus upload calls as they are: PATCH with an 8 MiB binary body, HEAD and DELETE", async () => {
    const part = new Uint8Array(8 * 1024 * 1024).map((_, i) => i % 251);
    const upload = "http://localhost:8787/api/v1/creator/music-tracks/upload/upl_1";
    const patch = buildApiRequest(
      new Request(upload, {
        method: "PATCH",
        headers: {
          "tus-resumable": "1.0.0",
          "upload-offset": "0",
          "content-type": "application/offset+octet-stream",
        },
        body: part,
      }),
    );
    expect(patch.method).toBe("PATCH");
    expect(patch.headers.get("tus-resumable")).toBe("1.0.0");
    expect(patch.headers.get("upload-offset")).toBe("0");
    expect(patch.headers.get("content-type")).toBe("application/offset+octet-stream");
    const digest = async (bytes: ArrayBuffer | Uint8Array<ArrayBuffer>) =>
      Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))).join(",");
    const forwardedBody = await patch.arrayBuffer();
    expect(forwardedBody.byteLength).toBe(part.byteLength);
    expect(await digest(forwardedBody)).toBe(await digest(part));
    for (const method of ["HEAD", "DELETE"]) {
      const forwarded = buildApiRequest(
        new Request(upload, { method, headers: { "tus-resumable": "1.0.0" } }),
      );
      expect(forwarded.method).toBe(method);
      expect(forwarded.headers.get("tus-resumable")).toBe("1.0.0");
    }
  });
});
