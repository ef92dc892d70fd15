import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createTrack } from "../../test-support/catalogue-fixtures";
import { call, grantRole, registerUser } from "../../test-support/client";

const revokeBehindTheIsolatesBack = (userId: string) =>
  env.DB.prepare("update sessions set revoked_at = ? where user_id = ? and revoked_at is null")
    .bind(Date.now(), userId)
    .run();

describe("sessions are read from D1 on every request (docs/decisions/0308)", () => {
  it("refuses a session revoked anywhere on its very next request, read or write", async () => {
    const { token, user } = await registerUser();
    expect((await call("/user/sessions", { token })).status).toBe(200);
    // As if another isolate had revoked it: nothing here remembers the session, so nothing passes.
    await revokeBehindTheIsolatesBack(user.id);
    expect((await call("/user/sessions", { token })).status).toBe(401);
    expect((await call("/auth/user/authuser", { token, method: "POST" })).status).toBe(401);
    const write = await call("/auth/user/logout", { token });
    expect(write.status).toBe(401);
    expect(write.json).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("refuses a logged-out token on the very next GET and the next POST, with no cache clearing anywhere", async () => {
    const { email, password } = await registerUser();
    const login = await call("/auth/user/login", { body: { email, password } });
    expect(login.status).toBe(200);
    const token = login.json.data.authtoken.access_token as string;
    const track = await createTrack();
    const read = await call(`/user/global/music-tracks/${track.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.json.data.id).toBe(track.id);
    expect((await call("/auth/user/logout", { token })).status).toBe(200);
    const nextRead = await call(`/user/global/music-tracks/${track.id}`, { token });
    expect(nextRead.status).toBe(401);
    expect(nextRead.json).toMatchObject({ code: "UNAUTHENTICATED" });
    const nextWrite = await call(`/user/global/music-tracks/like/${track.id}`, {
      token,
      body: { value: true },
    });
    expect(nextWrite.status).toBe(401);
    expect(nextWrite.json).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("sees a suspension and a new role on the next request", async () => {
    const { token, user } = await registerUser();
    expect((await call("/user/sessions", { token })).status).toBe(200);
    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(user.id).run();
    expect((await call("/user/sessions", { token })).status).toBe(401);
    const other = await registerUser();
    expect((await call("/admin/exchange-rates/history", { token: other.token })).status).toBe(403);
    await grantRole(other.user.id, "admin");
    expect((await call("/admin/exchange-rates/history", { token: other.token })).status).toBe(200);
  });

  it("shows a viewer's own reaction in their next list read", async () => {
    const { token } = await registerUser();
    const track = await createTrack();
    const listed = async () =>
      (await call("/user/global/music-tracks?per_page=50", { token })).json.data.data.find(
        (t: { id: string }) => t.id === track.id,
      );
    expect(await listed()).toMatchObject({ liked: false });
    expect(
      (await call(`/user/global/music-tracks/like/${track.id}`, { token, body: { value: true } })).status,
    ).toBe(200);
    expect(await listed()).toMatchObject({ liked: true, like_count: 1 });
  });
});

describe("the session cookie (docs/decisions/0306, 0011)", () => {
  const cookie = (token: string, name = "__Host-ngoma_session") => ({
    cookie: `theme=dark; ${name}=${token}`,
  });
  const whoAmI = async (options: Parameters<typeof call>[1]) => {
    const res = await call("/auth/user/authuser", { method: "POST", ...options });
    return { status: res.status, id: res.json?.data?.id as string | undefined };
  };

  it("signs a browser in with the cookie alone", async () => {
    const { token, user } = await registerUser();
    expect(await whoAmI({ headers: cookie(token) })).toEqual({ status: 200, id: user.id });
    expect((await call("/user/sessions", { headers: cookie(token) })).status).toBe(200);
  });

  it("wins over any Authorization header, even when the cookie's session is gone", async () => {
    const a = await registerUser();
    const b = await registerUser();
    expect(await whoAmI({ headers: cookie(a.token), token: b.token })).toEqual({
      status: 200,
      id: a.user.id,
    });
    expect((await whoAmI({ headers: cookie("not-a-session"), token: b.token })).status).toBe(401);
  });

  it("is read only under its __Host- name, on https and on http://localhost alike", async () => {
    const { token, user } = await registerUser();
    for (const origin of ["https://ngoma.test", "http://localhost"]) {
      expect(await whoAmI({ origin, headers: cookie(token) })).toEqual({ status: 200, id: user.id });
      // A plain-named cookie (which a sibling subdomain could plant) is no session anywhere.
      expect((await whoAmI({ origin, headers: cookie(token, "ngoma_session") })).status).toBe(401);
    }
  });

  it("refuses a cookie-carrying write from another origin and writes nothing", async () => {
    const { token } = await registerUser();
    const track = await createTrack();
    const like = (headers: Record<string, string>, bearer?: string) =>
      call(`/user/global/music-tracks/like/${track.id}`, { headers, token: bearer, body: { value: true } });
    const refused = await like({ ...cookie(token), origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "FORBIDDEN", msg: "Cross-origin request refused." });
    const mine = await call(`/user/global/music-tracks/${track.id}`, { headers: cookie(token) });
    expect(mine.json.data).toMatchObject({ liked: false, like_count: 0 });
    // A read from elsewhere is fine (CORS decides whether that page may see it) …
    expect(
      (
        await call(`/user/global/music-tracks/${track.id}`, {
          headers: { ...cookie(token), origin: "https://x.test" },
        })
      ).status,
    ).toBe(200);
    // … and so is a write from the app's own origin, or a bearer-only write from an embedder.
    expect((await like({ ...cookie(token), origin: "http://localhost" })).status).toBe(200);
    const other = await registerUser();
    expect((await like({ origin: "https://embedder.test" }, other.token)).status).toBe(200);
    expect(
      (await call(`/user/global/music-tracks/${track.id}`, { headers: cookie(token) })).json.data,
    ).toMatchObject({
      liked: true,
      like_count: 2,
    });
  });
});
