import { describe, expect, it } from "vitest";
import { createApiRouter } from "../app";
import { call, registerUser } from "../test-support/client";

describe("envelope and request rules", () => {
  it("answers unknown routes with a 404 envelope", async () => {
    const res = await call("/nope", { method: "GET" });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: "NOT_FOUND", msg: expect.any(String) });
  });

  it("rejects malformed JSON with 400, not 500", async () => {
    const res = await call("/auth/user/login", {
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("BAD_REQUEST");
  });

  it("rejects a non-JSON content type with 415", async () => {
    const res = await call("/auth/user/login", {
      rawBody: "email=a",
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
  });

  it("rejects oversized bodies with 413", async () => {
    const res = await call("/auth/user/login", { body: { email: "a@b.co", password: "x".repeat(70_000) } });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("rejects a JSON array body with a 422 envelope", async () => {
    const res = await call("/auth/user/login", {
      rawBody: "[1]",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(422);
    expect(res.json.message._).toBeDefined();
  });

  it("gives field-keyed 422s built from the zod error", async () => {
    const res = await call("/auth/user/register", {
      body: { name: "A", email: "not-an-email", password: "short" },
    });
    expect(res.status).toBe(422);
    expect(res.json.msg).toBe("Validation errors occurred");
    expect(res.json.code).toBe("VALIDATION");
    expect(Object.keys(res.json.message).sort()).toEqual(["email", "name", "password"]);
    expect(res.json.message.password[0]).toMatch(/at least 8/);
  });

  it("accepts clientData as a body field and validates it", async () => {
    const good = JSON.stringify({
      city: "Kampala",
      device: "Desktop",
      access_time: new Date().toISOString(),
    });
    const ok = await call("/auth/user/password_reset", {
      body: { email: "x@example.com", clientData: good },
    });
    expect(ok.status).toBe(200);
    const bad = await call("/auth/user/password_reset", {
      body: { email: "x@example.com", clientData: "{" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.message.clientData).toBeDefined();
    const wrongShape = await call("/auth/user/password_reset", {
      body: { email: "x@example.com", clientData: JSON.stringify({ device: "Fridge" }) },
    });
    expect(wrongShape.status).toBe(422);
  });

  it("accepts clientData as a query parameter on GET", async () => {
    const { token } = await registerUser();
    const res = await call(
      `/user/sessions?clientData=${encodeURIComponent(JSON.stringify({ device: "Mobile" }))}`,
      { token },
    );
    expect(res.status).toBe(200);
    const bad = await call("/user/sessions?clientData=%7B", { token });
    expect(bad.status).toBe(422);
  });

  it("refuses cross-site form posts", async () => {
    const res = await call("/auth/user/login", {
      rawBody: "email=a%40b.co&password=x",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
    });
    expect(res.status).toBe(403);
  });

  it("sets security headers and a request id", async () => {
    const res = await call("/nope", { method: "GET" });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), payment=()",
    );
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("allows CORS only for configured origins", async () => {
    const preflight = (origin: string) =>
      call("/auth/user/login", {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
    expect((await preflight("http://localhost:8787")).headers.get("access-control-allow-origin")).toBe(
      "http://localhost:8787",
    );
    const allowed = await preflight("http://localhost:8787");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-methods")).toBe("GET,POST,OPTIONS");
    expect(allowed.headers.get("access-control-allow-headers")).toBe(
      "Content-Type,Authorization,X-Request-Id",
    );
    expect(allowed.headers.get("access-control-max-age")).toBe("600");
    expect(allowed.headers.get("access-control-allow-credentials")).toBeNull();
    const refused = await preflight("https://evil.example");
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    expect(refused.headers.get("access-control-expose-headers")).toBeNull();
  });

  it("adds CORS headers to actual responses for configured origins only, keeping the route's own", async () => {
    const get = (origin?: string) =>
      call("/openapi.json", { method: "GET", headers: origin ? { origin } : {} });
    const allowed = await get("http://localhost:8787");
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:8787");
    expect(allowed.headers.get("access-control-expose-headers")).toBe("X-Request-Id,Retry-After");
    expect(allowed.headers.get("vary")).toContain("Origin");
    expect(allowed.headers.get("content-type")).toContain("application/json");
    expect(allowed.headers.get("x-request-id")).toBeTruthy();
    for (const res of [await get("https://evil.example"), await get()]) {
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("vary")).toContain("Origin");
    }
  });
});

describe("OpenAPI document", () => {
  it("lists every registered route, so the document cannot drift from the code", async () => {
    const res = await call("/openapi.json", { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
    const documented = new Set<string>();
    for (const [path, methods] of Object.entries(res.json.paths as Record<string, object>)) {
      for (const method of Object.keys(methods)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const registered = createApiRouter()
      .routes.filter((r) => r.method !== "ALL")
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)(\{.*?\}(?=\/|$))?/g, "{$1}")}`);
    expect(registered.length).toBeGreaterThan(15);
    for (const route of registered) expect(documented, route).toContain(route);
    for (const name of [
      "register",
      "login",
      "login/google",
      "login/apple",
      "verify_provider_account",
      "authuser",
      "logout",
    ]) {
      expect(documented).toContain(`POST /auth/user/${name}`);
    }
    for (const name of [
      "password_reset",
      "verify_reset",
      "update_password",
      "update_profile",
      "update_preferences",
      "verify_code",
      "verify_email",
      "verify_phone_number",
    ]) {
      expect(documented).toContain(`POST /auth/user/${name}`);
    }
    expect(documented).toContain("POST /promoter_creator/metrics");
  });
});
