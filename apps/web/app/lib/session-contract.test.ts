// The web app writes the session cookie; the api reads it (docs/decisions/0306). Two workers, one
// contract: this holds the writer here to the reader there, for both schemes.
import { describe, expect, it } from "vitest";
import {
  isCrossOriginWrite,
  sessionCookieToken,
} from "../../../../workers/api/src/http/guards/session-cookie";
import { clearSessionCookie, sessionCookie } from "./session.server";

/** What a browser sends back for a Set-Cookie: the `name=value` pair, among its other cookies. */
const sentBack = (setCookie: string) => `theme=dark; ${setCookie.split(";")[0]}; ngoma_flash=x`;

describe("session cookie: the web app's writer and the api's reader agree", () => {
  const token = "tok_abc-123_XYZ.456";
  for (const origin of ["http://localhost:8787", "https://ngoma.example"]) {
    it(`reads back the token the web app set over ${origin.split(":")[0]}`, () => {
      const request = new Request(`${origin}/auth/login`);
      const header = sentBack(sessionCookie(request, token, undefined, 0));
      expect(sessionCookieToken(`${origin}/api/v1/user/sessions`, header)).toBe(token);
      expect(
        sessionCookieToken(`${origin}/api/v1/user/sessions`, sentBack(clearSessionCookie(request))),
      ).toBe(null);
    });
  }

  it("does not take the other scheme's cookie", () => {
    const dev = sentBack(sessionCookie(new Request("http://localhost:8787/"), token, undefined, 0));
    expect(sessionCookieToken("https://ngoma.example/api/v1/x", dev)).toBeNull();
    expect(sessionCookieToken("http://localhost:8787/api/v1/x", undefined)).toBeNull();
  });

  it("refuses only writes from another origin", () => {
    const url = "https://ngoma.example/api/v1/x";
    expect(isCrossOriginWrite("POST", "https://evil.example", url)).toBe(true);
    expect(isCrossOriginWrite("POST", "null", url)).toBe(true);
    expect(isCrossOriginWrite("POST", "https://ngoma.example", url)).toBe(false);
    expect(isCrossOriginWrite("POST", undefined, url)).toBe(false);
    expect(isCrossOriginWrite("GET", "https://evil.example", url)).toBe(false);
  });
});
