import { env } from "cloudflare:test";
import type { OpenAPIObject, OperationObject, ParameterObject } from "openapi3-ts/oas31";
import { describe, expect, it } from "vitest";
import { createApiRouter, createApp } from "../app";
import { call, DEPLOYED_SECRETS } from "../test-support/client";
import { fetchMedia } from "../test-support/media-fixtures";
import { openApiDocument, operationIdFor, publishOpenApiDocument, toPathTemplate } from "./openapi-document";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** Every operation of a document as `[method, path, operation]`. */
function operations(doc: OpenAPIObject): [string, string, OperationObject][] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map(
      (m) => [m, path, item[m] as OperationObject] as [string, string, OperationObject],
    ),
  );
}

const raw = (paths: OpenAPIObject["paths"]): OpenAPIObject => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths,
});
const ok = { responses: { 200: { description: "ok" } } };

describe("path templates", () => {
  it("keeps plain templates and moves a Hono regex out of the path", () => {
    expect(toPathTemplate("/a/{id}/b")).toEqual({ template: "/a/{id}/b", patterns: new Map() });
    expect(toPathTemplate("/media/images/{key}{.+}")).toEqual({
      template: "/media/images/{key}",
      patterns: new Map([["key", ".+"]]),
    });
    expect(toPathTemplate("/x/{n}{[0-9]{3}}/{rest}{.+}")).toEqual({
      template: "/x/{n}/{rest}",
      patterns: new Map([
        ["n", "[0-9]{3}"],
        ["rest", ".+"],
      ]),
    });
    expect(() => toPathTemplate("/x/{n}{[0-9]{3}")).toThrow(/unbalanced/);
  });

  it("declares the catch-all image key as one path parameter carrying the pattern", () => {
    const doc = openApiDocument(createApiRouter(), { ENVIRONMENT: "production" });
    expect(Object.keys(doc.paths ?? {}).filter((p) => p.includes("}{"))).toEqual([]);
    const image = doc.paths?.["/media/images/{key}"]?.get;
    const params = (image?.parameters ?? []) as ParameterObject[];
    expect(params.filter((p) => p.in === "path")).toEqual([
      expect.objectContaining({
        name: "key",
        in: "path",
        required: true,
        schema: expect.objectContaining({ pattern: "^(?:.+)$", minLength: 1 }),
      }),
    ]);
  });

  it("declares every templated parameter of every path, as a required path parameter", () => {
    const doc = openApiDocument(createApiRouter(), { ENVIRONMENT: "development" });
    for (const [method, path, op] of operations(doc)) {
      const named = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const declared = ((op.parameters ?? []) as ParameterObject[])
        .filter((p) => p.in === "path" && p.required)
        .map((p) => p.name);
      expect(declared.sort(), `${method} ${path}`).toEqual(named.sort());
    }
  });

  it("serves percent-encoded slashes in an image key, as generated clients send them", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    await env.MEDIA.put("covers/tracks/trk_openapi_1.svg", svg);
    const res = await fetchMedia("/media/images/covers%2Ftracks%2Ftrk_openapi_1.svg");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(svg);
  });
});

describe("operationId", () => {
  it("derives readable ids from method and path", () => {
    expect(operationIdFor("get", "/user/global/music-tracks/{id}")).toBe("getUserGlobalMusicTracksById");
    expect(operationIdFor("post", "/dev/oauth/{provider}/id_token")).toBe("postDevOauthByProviderIdToken");
    expect(operationIdFor("GET", "/user/global/top_100_list")).toBe("getUserGlobalTop100List");
  });

  it("gives every operation a unique id, the same on every build", () => {
    const ids = (doc: OpenAPIObject) => operations(doc).map(([, , op]) => op.operationId);
    const first = ids(openApiDocument(createApiRouter(), { ENVIRONMENT: "development" }));
    expect(first.length).toBeGreaterThan(15);
    expect(first.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(first).size).toBe(first.length);
    expect(ids(openApiDocument(createApiRouter(), { ENVIRONMENT: "development" }))).toEqual(first);
    expect(first).toContain("postAuthUserLogin");
    expect(first).toContain("getMediaImagesByKey");
    expect(first).toContain("getMediaStreamByTrackId");
  });

  it("keeps a route's own id and refuses a duplicate", () => {
    const doc = publishOpenApiDocument(raw({ "/a": { get: { ...ok, operationId: "listA" }, post: ok } }), {});
    expect(doc.paths?.["/a"]?.get?.operationId).toBe("listA");
    expect(doc.paths?.["/a"]?.post?.operationId).toBe("postA");
    expect(() =>
      publishOpenApiDocument(raw({ "/a": { get: ok }, "/b": { get: { ...ok, operationId: "getA" } } }), {}),
    ).toThrow(/operationId getA is used by get \/a and get \/b/);
  });
});

describe("development-only operations", () => {
  const devPaths = (doc: OpenAPIObject) => Object.keys(doc.paths ?? {}).filter((p) => p.startsWith("/dev/"));

  it("are published only when ENVIRONMENT is development", () => {
    expect(devPaths(openApiDocument(createApiRouter(), { ENVIRONMENT: "development" })).sort()).toEqual([
      "/dev/appointments/age/{id}",
      "/dev/notifications",
      "/dev/oauth/{provider}/id_token",
      "/dev/outbox",
      "/dev/payment-methods/age/{id}",
    ]);
    for (const ENVIRONMENT of ["production", "staging", undefined]) {
      const doc = openApiDocument(createApiRouter(), { ENVIRONMENT });
      expect(devPaths(doc), String(ENVIRONMENT)).toEqual([]);
      expect(doc.paths?.["/auth/user/login"]?.post).toBeDefined();
    }
  });

  it("follow the worker's ENVIRONMENT in the served document and the docs page", async () => {
    expect(env.ENVIRONMENT).toBe("development");
    const served = await call("/openapi.json", { method: "GET" });
    expect(devPaths(served.json)).toHaveLength(5);
    const production = await call("/openapi.json", {
      method: "GET",
      env: { ...DEPLOYED_SECRETS, ENVIRONMENT: "production" },
    });
    expect(production.status).toBe(200);
    expect(devPaths(production.json)).toEqual([]);
    expect(production.json.paths["/auth/user/login"].post.operationId).toBe("postAuthUserLogin");
    const page = await createApp().fetch(new Request("http://localhost/api/docs"), {
      ...env,
      ...DEPLOYED_SECRETS,
      ENVIRONMENT: "production",
    });
    const html = await page.text();
    expect(html).toContain("/auth/user/login");
    expect(html).not.toContain("/dev/outbox");
  });

  it("carry the API guide: the document's description, rendered on the docs page", async () => {
    const served = await call("/openapi.json", { method: "GET" });
    const guide: string = served.json.info.description;
    for (const part of ["## Envelope", "Idempotency-Key", "## Track uploads", "## Moving money"]) {
      expect(guide).toContain(part);
    }
    const page = await createApp().fetch(new Request("http://localhost/api/docs"), env);
    const html = await page.text();
    expect(html).toContain("<h3>Envelope</h3>");
    expect(html).toContain("<code>Idempotency-Key</code>");
    expect(html).not.toContain("```");
  });
});
