import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAlbum, createArtist, createGenre, createTrack } from "../../test-support/catalogue-fixtures";
import { call, grantRole, registerUser } from "../../test-support/client";
import { createPlaylist } from "../../test-support/collection-fixtures";
import {
  adminData,
  insertApplication,
  lastActiveDay,
  registerAdmin,
  setLastActiveDay,
} from "../../test-support/dashboard-fixtures";
import { countingD1 } from "../../test-support/round-trips";
import { epochDay, isoDay, TREND_DAYS, userGrowth } from "./rules";

/*
 * Every figure against rows the test makes: each insert, delete and status change moves its counter by
 * exactly one, read through the real calls (so through the triggers of migration 0021).
 */

const summaryOf = (token: string) => adminData("/admin/settings/dashboard-summary", token);
const usersOf = (token: string) => adminData("/admin/users/dashboard", token);

type Slice = { key: string; count: number };
type StatusRow = { entity: string; active: number; inactive: number };
const typeCounts = (summary: { user_type_distribution: Slice[] }) =>
  Object.fromEntries(summary.user_type_distribution.map((s) => [s.key, s.count])) as Record<
    "listener_only" | "artist" | "producer" | "songwriter" | "promoter" | "admin",
    number
  >;
const statusOf = (summary: { status_distribution: StatusRow[] }, entity: string) =>
  summary.status_distribution.find((s) => s.entity === entity);

describe("GET /admin/settings/dashboard-summary and entity-distribution", () => {
  it("counts every entity exactly on insert, delete and status change", async () => {
    const { token } = await registerAdmin();
    const before = await summaryOf(token);

    const genre = await createGenre();
    const artist = await createArtist();
    const album = await createAlbum({ artistId: artist.id });
    const track = await createTrack({ artistId: artist.id, albumId: album.id, status: 0 });
    await createPlaylist({ visibility: "private" });
    await insertApplication("pending");
    const after = await summaryOf(token);

    expect(after.entity_counts).toEqual({
      ...before.entity_counts,
      // The application's applicant signed up too.
      users: before.entity_counts.users + 1,
      genres: before.entity_counts.genres + 1,
      artists: before.entity_counts.artists + 1,
      albums: before.entity_counts.albums + 1,
      tracks: before.entity_counts.tracks + 1,
      playlists: before.entity_counts.playlists + 1,
      applications: before.entity_counts.applications + 1,
    });
    expect(after.total_entities).toBe(before.total_entities + 7);
    expect(statusOf(after, "tracks")).toEqual({
      entity: "tracks",
      active: statusOf(before, "tracks")?.active,
      inactive: (statusOf(before, "tracks")?.inactive ?? 0) + 1,
    });

    await env.DB.batch([
      env.DB.prepare("update genres set status = 0 where id = ?").bind(genre.id),
      env.DB.prepare("update tracks set status = 1 where id = ?").bind(track.id),
    ]);
    const toggled = await summaryOf(token);
    expect(statusOf(toggled, "genres")).toEqual({
      entity: "genres",
      active: statusOf(before, "genres")?.active,
      inactive: (statusOf(before, "genres")?.inactive ?? 0) + 1,
    });
    expect(statusOf(toggled, "tracks")).toEqual({
      entity: "tracks",
      active: (statusOf(before, "tracks")?.active ?? 0) + 1,
      inactive: statusOf(before, "tracks")?.inactive,
    });

    await env.DB.batch([
      env.DB.prepare("delete from tracks where id = ?").bind(track.id),
      env.DB.prepare("delete from genres where id = ?").bind(genre.id),
    ]);
    const deleted = await summaryOf(token);
    expect(deleted.entity_counts.tracks).toBe(before.entity_counts.tracks);
    expect(deleted.entity_counts.genres).toBe(before.entity_counts.genres);
    expect(statusOf(deleted, "genres")).toEqual(statusOf(before, "genres"));
    expect(statusOf(deleted, "tracks")).toEqual(statusOf(before, "tracks"));

    const distribution = await adminData("/admin/settings/entity-distribution", token);
    const counted = Object.fromEntries(
      distribution.entities.map((e: { entity: string; count: number }) => [e.entity, e.count]),
    );
    expect(counted).toEqual(deleted.entity_counts);
    const total = Object.values(deleted.entity_counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(deleted.total_entities).toBe(total);
    const tracks = distribution.entities.find((e: { entity: string }) => e.entity === "tracks");
    expect(tracks).toMatchObject({
      label: "Tracks",
      share: Math.round((counted.tracks / total) * 1000) / 10,
    });
  });

  it("moves the user type distribution with every role grant and removal, and counts suspensions", async () => {
    const { token } = await registerAdmin();
    const { user } = await registerUser();
    const base = typeCounts(await summaryOf(token));
    const baseStatus = statusOf(await summaryOf(token), "users");

    await grantRole(user.id, "promoter");
    await grantRole(user.id, "creator", "artist");
    expect(typeCounts(await summaryOf(token))).toEqual({
      ...base,
      listener_only: base.listener_only - 1,
      promoter: base.promoter + 1,
      artist: base.artist + 1,
    });

    await env.DB.prepare("delete from user_roles where user_id = ? and role = 'promoter'")
      .bind(user.id)
      .run();
    expect(typeCounts(await summaryOf(token))).toEqual({
      ...base,
      listener_only: base.listener_only - 1,
      artist: base.artist + 1,
    });
    await env.DB.prepare("delete from user_roles where user_id = ?").bind(user.id).run();
    expect(typeCounts(await summaryOf(token))).toEqual(base);

    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(user.id).run();
    expect(statusOf(await summaryOf(token), "users")).toEqual({
      entity: "users",
      active: (baseStatus?.active ?? 0) - 1,
      inactive: (baseStatus?.inactive ?? 0) + 1,
    });
  });

  it("shows the latest audit rows with their actor's name", async () => {
    const { token, user } = await registerAdmin("Auditing Admin");
    const genre = await createGenre();
    const created = await call(`/admin/music-genres/status/${genre.id}`, { token, body: { status: 0 } });
    expect(created.status).toBe(200);
    const entityId = `gen_recent_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare(
      `insert into audit_log (id, actor_id, action, entity, entity_id, changes, reason, ip, created_at)
       values (?, ?, 'status', 'genre', ?, '{"status":[1,0]}', null, '203.0.113.7', ?)`,
    )
      .bind(`aud_${entityId}`, user.id, entityId, Date.now() + 1000)
      .run();
    const { recent } = await summaryOf(token);
    expect(recent.length).toBeLessThanOrEqual(10);
    expect(recent[0]).toEqual({
      id: `aud_${entityId}`,
      actor: { id: user.id, name: "Auditing Admin" },
      action: "status",
      entity: "genre",
      entity_id: entityId,
      changes: { status: [1, 0] },
      reason: null,
      ip: "203.0.113.7",
      created_at: expect.any(String),
    });
  });
});

describe("GET /admin/users/dashboard", () => {
  it("counts users, this month's sign-ups, the 90-day trend and the upgrade requests", async () => {
    const { token } = await registerAdmin();
    const before = await usersOf(token);
    await registerUser();
    await registerUser();
    const pending = await insertApplication("pending");
    await insertApplication("approved");
    const after = await usersOf(token);

    // Two sign-ups and the two applicants.
    expect(after.totalUsers).toBe(before.totalUsers + 4);
    expect(after.newUsers).toBe(before.newUsers + 4);
    expect(after.pendingUpgradeRequests).toBe(before.pendingUpgradeRequests + 1);
    expect(after.totalUpgrades).toBe(before.totalUpgrades + 1);
    expect(after.userGrowth).toBe(userGrowth(after.totalUsers, after.newUsers));
    expect(after.newuserTrend).toHaveLength(TREND_DAYS);
    const today = isoDay(epochDay(Date.now()));
    expect(after.newuserTrend.at(-1)).toEqual({
      date: today,
      count: before.newuserTrend.at(-1).count + 4,
    });
    expect(after.newuserTrend[0].date).toBe(isoDay(epochDay(Date.now()) - TREND_DAYS + 1));

    await env.DB.prepare("update user_applications set status = 'approved' where id = ?").bind(pending).run();
    const decided = await usersOf(token);
    expect(decided.pendingUpgradeRequests).toBe(before.pendingUpgradeRequests);
    expect(decided.totalUpgrades).toBe(before.totalUpgrades + 2);
  });

  it("counts a sign-up on its own day and growth against the month's starting users", async () => {
    const { token } = await registerAdmin();
    const { user } = await registerUser();
    const before = await usersOf(token);
    // The same user, as if they had signed up 10 days ago.
    const tenDaysAgo = Date.now() - 10 * 86_400_000;
    await env.DB.prepare("update users set created_at = ? where id = ?").bind(tenDaysAgo, user.id).run();
    const after = await usersOf(token);
    expect(after.totalUsers).toBe(before.totalUsers);
    const day = isoDay(epochDay(tenDaysAgo));
    const countOn = (dash: { newuserTrend: Array<{ date: string; count: number }> }, date: string) =>
      dash.newuserTrend.find((p) => p.date === date)?.count;
    expect(countOn(after, day)).toBe((countOn(before, day) ?? 0) + 1);
    expect(after.newuserTrend.at(-1).count).toBe(before.newuserTrend.at(-1).count - 1);
  });

  it("counts a user active from their first request of the day, once, and moves them on a new day", async () => {
    const { token: adminToken } = await registerAdmin();
    const { token, user } = await registerUser();
    const today = epochDay(Date.now());
    // Not seen yet (signing up issues a session without an authenticated request).
    await setLastActiveDay(user.id, null);
    const before = await usersOf(adminToken);

    const first = countingD1(env.DB);
    expect((await call("/user/sessions", { token, env: { DB: first.binding } })).status).toBe(200);
    expect(await lastActiveDay(user.id)).toBe(today);
    expect((await usersOf(adminToken)).activeUsers).toBe(before.activeUsers + 1);

    // The day is current: the same request costs one statement less, and the figure does not move.
    const second = countingD1(env.DB);
    expect((await call("/user/sessions", { token, env: { DB: second.binding } })).status).toBe(200);
    expect(first.statements).toBe(second.statements + 1);
    expect((await usersOf(adminToken)).activeUsers).toBe(before.activeUsers + 1);

    // Last seen 40 days ago: not active; seen again today: active again, counted once.
    await setLastActiveDay(user.id, today - 40);
    expect((await usersOf(adminToken)).activeUsers).toBe(before.activeUsers);
    const histogramRow = () =>
      env.DB.prepare("select n from user_active_days where day = ?")
        .bind(today - 40)
        .first<number>("n");
    expect(await histogramRow()).toBe(1);
    await call("/user/sessions", { token });
    expect(await lastActiveDay(user.id)).toBe(today);
    expect(await histogramRow()).toBe(0);
    expect((await usersOf(adminToken)).activeUsers).toBe(before.activeUsers + 1);

    // Last seen 29 days ago is still within the 30 days.
    await setLastActiveDay(user.id, today - 29);
    expect((await usersOf(adminToken)).activeUsers).toBe(before.activeUsers + 1);
    await setLastActiveDay(user.id, today - 30);
    expect((await usersOf(adminToken)).activeUsers).toBe(before.activeUsers);
  });
});
