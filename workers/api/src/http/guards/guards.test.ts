import { describe, expect, it } from "vitest";
import { call, grantRole, registerUser } from "../../test-support/client";

describe("area guards", () => {
  it("answers 401 without a session and 403 without the role, per area", async () => {
    const { token } = await registerUser();
    for (const area of ["/creator/anything", "/promoter/anything", "/admin/anything"]) {
      expect((await call(area)).status, area).toBe(401);
      const res = await call(area, { token });
      expect(res.status, area).toBe(403);
      expect(res.json.code).toBe("FORBIDDEN");
    }
    expect((await call("/user/sessions")).status).toBe(401);
    expect((await call("/user/sessions", { token })).status).toBe(200);
  });

  it("lets a granted role through to the area", async () => {
    const { token, user } = await registerUser();
    await grantRole(user.id, "creator", "artist");
    const me = await call("/auth/user/authuser", { token });
    expect(me.json.data.roles).toEqual(["listener", "creator"]);
    expect(me.json.data.creator_kinds).toEqual(["artist"]);
    // Past the guard the route does not exist yet: 404, not 403.
    expect((await call("/creator/anything", { token })).status).toBe(404);
    expect((await call("/admin/anything", { token })).status).toBe(403);
  });
});

describe("ownership", () => {
  it("lets a user revoke their own session but not someone else's", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const bobSessions = await call("/user/sessions", { token: bob.token });
    const bobSession = bobSessions.json.data[0];
    expect(bobSession.current).toBe(true);
    const steal = await call(`/user/sessions/revoke/${bobSession.id}`, {
      method: "POST",
      token: alice.token,
    });
    expect(steal.status).toBe(404);
    expect(steal.json.msg).toBe("Session not found.");
    expect((await call("/auth/user/authuser", { token: bob.token })).status).toBe(200);
    const own = await call(`/user/sessions/revoke/${bobSession.id}`, { method: "POST", token: bob.token });
    expect(own.status).toBe(200);
    expect((await call("/auth/user/authuser", { token: bob.token })).status).toBe(401);
  });

  it("reports metrics only to a signed-in caller", async () => {
    const { token, user } = await registerUser();
    expect((await call("/promoter_creator/metrics", { method: "POST" })).status).toBe(401);
    const res = await call("/promoter_creator/metrics", { token, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ user_id: user.id, active_sessions: 1, roles: ["listener"] });
  });
});
