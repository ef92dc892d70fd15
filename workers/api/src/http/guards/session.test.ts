import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createTrack } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";

const revokeBehindTheIsolatesBack = (userId: string) =>
  env.DB.prepare("update sessions set revoked_at = ? where user_id = ? and revoked_at is null")
    .bind(Date.now(), userId)
    .run();

describe("sessions reused by reads (docs/decisions/0303)", () => {
  it("lets reads reuse a session resolved moments ago, but makes every write check D1", async () => {
    const { token, user } = await registerUser();
    expect((await call("/user/sessions", { token })).status).toBe(200);
    // As if another isolate had revoked it: this isolate's reads may still pass for a few seconds…
    await revokeBehindTheIsolatesBack(user.id);
    expect((await call("/user/sessions", { token })).status).toBe(200);
    // …so may "who am I" (a POST that only reads)…
    expect((await call("/auth/user/authuser", { token, method: "POST" })).status).toBe(200);
    // …but no write does.
    const write = await call("/auth/user/logout", { token });
    expect(write.status).toBe(401);
    expect(write.json).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("refuses reads at once after signing out through this isolate", async () => {
    const { token } = await registerUser();
    expect((await call("/user/sessions", { token })).status).toBe(200);
    expect((await call("/auth/user/logout", { token })).status).toBe(200);
    expect((await call("/user/sessions", { token })).status).toBe(401);
  });

  it("shows a viewer's own reaction in their next list read, though flags are reused between reads", async () => {
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
