import { describe, expect, it } from "vitest";
import { parseCookies, serializeCookie } from "./cookies";
import {
  clearSessionCookie,
  flashCookie,
  readReset,
  readSessionToken,
  resetCookie,
  sessionCookie,
} from "./session.server";

describe("cookies", () => {
  it("parses and decodes, first value wins", () => {
    expect(parseCookies("a=1; b=x%20y; a=2; junk")).toEqual({ a: "1", b: "x y" });
  });

  it("serializes __Host- cookies: Path=/, Secure, httpOnly Lax by default", () => {
    expect(serializeCookie("__Host-n", "v w")).toBe("__Host-n=v%20w; Path=/; HttpOnly; Secure; SameSite=Lax");
  });

  it("refuses to set a cookie without the __Host- prefix", () => {
    expect(() => serializeCookie("ngoma_oauth_nonce", "x")).toThrow(TypeError);
  });
});

describe("every cookie the app sets is __Host-", () => {
  const expires = new Date(Date.now() + 3600_000).toISOString();
  const written = {
    session: sessionCookie("tok", expires),
    "session cleared": clearSessionCookie(),
    reset: resetCookie({ email: "a@b.co" }),
    flash: flashCookie({ kind: "success", message: "ok" }),
  };
  for (const [what, setCookie] of Object.entries(written)) {
    it(`${what}: __Host- name, Path=/, Secure, no Domain`, () => {
      expect(setCookie).toMatch(/^__Host-ngoma_\w+=/);
      expect(setCookie).toContain("; Path=/;");
      expect(setCookie).toContain("; Secure");
      expect(setCookie).not.toMatch(/Domain=/i);
    });
  }

  it("the session cookie keeps its lifetime and attributes", () => {
    expect(sessionCookie("tok", expires)).toMatch(
      /^__Host-ngoma_session=tok; Path=\/; Max-Age=3\d{3}; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("reads the token only from the __Host- cookie, on http://localhost as on https", () => {
    for (const origin of ["http://localhost:8787", "https://ngoma.example"]) {
      const both = new Request(`${origin}/`, {
        headers: { cookie: "ngoma_session=b; __Host-ngoma_session=a" },
      });
      expect(readSessionToken(both)).toBe("a");
      const plain = new Request(`${origin}/`, { headers: { cookie: "ngoma_session=b" } });
      expect(readSessionToken(plain)).toBeNull();
    }
  });

  it("round-trips the reset state and rejects a value without an e-mail", () => {
    const set = resetCookie({ email: "a@b.co", code: "123456" });
    const cookie = set.split(";")[0]!;
    expect(readReset(new Request("http://localhost/", { headers: { cookie } }))).toEqual({
      email: "a@b.co",
      code: "123456",
    });
    expect(
      readReset(new Request("http://localhost/", { headers: { cookie: "__Host-ngoma_reset=%7B%7D" } })),
    ).toBeNull();
  });
});
