import { describe, expect, it, vi } from "vitest";
import { createApiClient, shouldRetry } from "./client";
import type { ApiFailure } from "./envelope";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function failure(status: number): ApiFailure {
  return { ok: false, status, code: "X", fieldErrors: {} };
}

describe("shouldRetry", () => {
  it("retries once, only when configured and a retryable response arrived", () => {
    expect(shouldRetry(failure(503), true, 0)).toBe(true);
    expect(shouldRetry(failure(429), true, 0)).toBe(true);
    expect(shouldRetry(failure(503), false, 0)).toBe(false);
    expect(shouldRetry(failure(503), true, 1)).toBe(false);
    expect(shouldRetry(failure(0), true, 0)).toBe(false);
    expect(shouldRetry(failure(422), true, 0)).toBe(false);
  });
});

describe("createApiClient", () => {
  it("puts clientData in the JSON body, or the query on GET, or a form field on multipart", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return json(200, { data: true });
    });
    const api = createApiClient({ fetch: fetch as never, getClientData: () => '{"ip":"1.2.3.4"}' });
    await api.request("POST /user/library/playlists/create", { body: { title: "x" } });
    await api.request("GET /user/library/playlists", { query: { page: 2 } });
    const form = new FormData();
    await api.request("POST /creator/music-tracks/cover/{id}", { params: { id: "trk/1" }, body: form });
    expect(seen[0]!.init.method).toBe("POST");
    expect(JSON.parse(seen[0]!.init.body as string)).toEqual({ title: "x", clientData: '{"ip":"1.2.3.4"}' });
    const getUrl = new URL(seen[1]!.url);
    expect(seen[1]!.init.method).toBe("GET");
    expect(getUrl.pathname).toBe("/api/v1/user/library/playlists");
    expect(new URL(seen[2]!.url).pathname).toBe("/api/v1/creator/music-tracks/cover/trk%2F1");
    expect(getUrl.searchParams.get("page")).toBe("2");
    expect(getUrl.searchParams.get("clientData")).toBe('{"ip":"1.2.3.4"}');
    expect(form.get("clientData")).toBe('{"ip":"1.2.3.4"}');
  });

  it("retries a 503 once after the delay when retry is configured", async () => {
    const responses = [json(503, { msg: "Busy", code: "INTERNAL" }), json(200, { data: 7 })];
    const fetch = vi.fn(async () => responses.shift()!);
    const sleep = vi.fn(async () => {});
    const api = createApiClient({ fetch: fetch as never, getClientData: () => null, sleep });
    const result = await api.request("GET /user/wallet/summary", { retry: true });
    expect(result).toMatchObject({ ok: true, data: 7 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it("does not retry a network error and reports it with the network sentence", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const onFailure = vi.fn();
    const api = createApiClient({
      fetch: fetch as never,
      getClientData: () => null,
      onFailure,
      sleep: async () => {},
    });
    const result = await api.request("GET /user/global/albums/{id}", {
      params: { id: "alb_1" },
      retry: true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, code: "NETWORK" });
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ msg: expect.stringMatching(/^Network error/) }),
      "/user/global/albums/alb_1",
    );
  });

  it("aborts after the time-out and reports the time-out sentence", async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const api = createApiClient({ fetch: fetch as never, getClientData: () => null });
    const result = await api.request("GET /user/wallet/summary", { timeoutMs: 5 });
    expect(result).toMatchObject({ ok: false, code: "TIMEOUT", msg: "Request timed out. Please try again." });
  });

  it("counts pending requests up and down, also on failure", async () => {
    const deltas: number[] = [];
    const api = createApiClient({
      fetch: (async () => json(422, { msg: "Validation errors occurred", message: { a: ["bad"] } })) as never,
      getClientData: () => null,
      onPending: (d) => deltas.push(d),
    });
    const result = await api.request("POST /user/global/notifications/read-all");
    expect(deltas).toEqual([1, -1]);
    expect(result).toMatchObject({ ok: false, fieldErrors: { a: ["bad"] } });
  });
});
