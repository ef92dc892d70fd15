import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, grantRole, registerUser } from "../../test-support/client";

describe("GET /creator/music-lookups", () => {
  it("offers active genres, moods and origins by title, to creators only", async () => {
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "insert into genres (id, title, normalized_title, status, created_at, updated_at) values ('gen_lk_on', 'Zouk Lookup', 'zouk lookup', 1, ?, ?), ('gen_lk_off', 'Zydeco Lookup', 'zydeco lookup', 0, ?, ?)",
      ).bind(now, now, now, now),
    ]);
    const creator = await registerUser();
    await grantRole(creator.user.id, "creator", "artist");
    const res = await call("/creator/music-lookups", { token: creator.token });
    expect(res.status).toBe(200);
    const data = res.json.data as Record<"genres" | "moods" | "origins", { id: string; title: string }[]>;
    const ids = data.genres.map((g) => g.id);
    expect(ids).toContain("gen_lk_on");
    expect(ids).not.toContain("gen_lk_off");
    const titles = data.genres.map((g) => g.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(Array.isArray(data.moods) && Array.isArray(data.origins)).toBe(true);

    const listener = await registerUser();
    expect((await call("/creator/music-lookups", { token: listener.token })).status).toBe(403);
  });
});
