import { describe, expect, it } from "vitest";
import { parseCookies, serializeCookie } from "./cookies";
import { readReset, readSessionToken, resetCookie, sessionCookie } from "./session.server";

describe("cookies", () => {
  it("parses and decodes, first value wins", () => {
    expect(parseCookies("a=1; b=x%20y; a=2; junk")).toEqual({ a: "1", b: "x y" });
  });

  it("serializes httpOnly Lax by default", () => {
    expect(serializeCookie("n", "v w")).toBe("n=v%20w; Path=/; HttpOnly; SameSite=Lax");
  });
});

describe("session cookie", () => {
  it("uses __Host- and Secure over https, the plain name on http dev", () => {
    const https = new Request("https://ngoma.example/");
    const http = new Request("http://localhost:8787/");
    const expires = new Date(Date.now() + 3600_000).toISOString();
    expect(sessionCookie(https, "tok", expires)).toMatch(
      /^__Host-ngoma_session=tok; Path=\/; Max-Age=3\d{3}; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(sessionCookie(http, "tok", expires)).toMatch(/^ngoma_session=tok; .*HttpOnly; SameSite=Lax$/);
    expect(sessionCookie(http, "tok", expires)).not.toContain("Secure");
  });

  it("reads the token only under the name for the request's scheme", () => {
    const req = new Request("http://localhost/", {
      headers: { cookie: "__Host-ngoma_session=a; ngoma_session=b" },
    });
    expect(readSessionToken(req)).toBe("b");
    expect(readSessionToken(new Request("http://localhost/"))).toBeNull();
  });

  it("round-trips the reset state and rejects a value without an e-mail", () => {
    const req = new Request("http://localhost/");
    const set = resetCookie(req, { email: "a@b.co", code: "123456" });
    const cookie = set.split(";")[0]!;
    expect(readReset(new Request("http://localhost/", { headers: { cookie } }))).toEqual({
      email: "a@b.co",
      code: "123456",
    });
    expect(
      readReset(new Request("http://localhost/", { headers: { cookie: "ngoma_reset=%7B%7D" } })),
    ).toBeNull();
    expect(set).toContain("Path=/auth");
  });
});
