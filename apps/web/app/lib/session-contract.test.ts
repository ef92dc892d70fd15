// The web app writes the session cookie; the api reads it (docs/decisions/0306, 0011). Two workers, one
// contract: this holds the writer here to the reader there, on http://localhost and over https.
import { describe, expect, it } from "vitest";
import {
  isCrossOriginWrite,
  sessionCookieToken,
} from "../../../../workers/api/src/http/guards/session-cookie";
import { clearSessionCookie, sessionCookie } from "./session.server";

/** What a browser sends back for a Set-Cookie: the `name=value` pair, among its other cookies. */
const sentBack = (setCookie: string) => `theme=dark; ${setCookie.split(";")[0]}; __Host-ngoma_flash=x`;

describe("session cookie: the web app's writer and the api's reader agree", () => {
  const token = "tok_abc-123_XYZ.456";
  it("reads back the token the web app set, and nothing once it is cleared", () => {
    expect(sessionCookieToken(sentBack(sessionCookie(token, undefined, 0)))).toBe(token);
    expect(sessionCookieToken(sentBack(clearSessionCookie()))).toBe(null);
  });

  it("takes no cookie without the __Host- prefix", () => {
    expect(sessionCookieToken(`ngoma_session=${token}`)).toBeNull();
    expect(sessionCookieToken(`ngoma_session=other; __Host-ngoma_session=${token}`)).toBe(token);
    expect(sessionCookieToken(undefined)).toBeNull();
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
