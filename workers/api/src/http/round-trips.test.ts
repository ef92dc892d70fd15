import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signStreamUrl } from "../kit/media-urls";
import {
  createAlbum,
  createArtist,
  createGenre,
  createMood,
  createTrack,
} from "../test-support/catalogue-fixtures";
import { call, registerUser } from "../test-support/client";
import { addDailyPlays, createNonstop, createPlaylist, today } from "../test-support/collection-fixtures";
import { insertTrack, patternBytes } from "../test-support/media-fixtures";
import { countingD1 } from "../test-support/round-trips";
import { SESSION_COOKIE } from "./guards/session-cookie";

/**
 * Every read call costs at most two sequential D1 round trips: the session statement, then one data
 * round trip (docs/decisions/0308). Measured on the real app with a D1 binding that counts waves of
 * statements, so a read that waits on one query before issuing the next fails here.
 */
describe("D1 round trips per read call", () => {
  const paths: string[] = [];
  let token = "";
  let played = "";

  beforeAll(async () => {
    const account = await registerUser();
    token = account.token;
    const genre = await createGenre();
    const mood = await createMood();
    const artist = await createArtist();
    const album = await createAlbum({ artistId: artist.id });
    const tracks = [];
    for (let i = 0; i < 4; i += 1) {
      tracks.push(
        await createTrack({ artistId: artist.id, albumId: album.id, genreId: genre.id, moodId: mood.id }),
      );
    }
    const [first, second] = tracks as unknown as [{ id: string; title: string }, { id: string }];
    played = first.id;
    await addDailyPlays("track", first.id, today(), 3);
    const playlist = await createPlaylist({ trackIds: [first.id, second.id] });
    const nonstop = await createNonstop({ trackIds: [first.id, second.id] });
    await call(`/user/global/music-tracks/like/${first.id}`, { token, body: { value: true } });
    await call(`/user/global/music-tracks/play/${first.id}`, { token, body: { listened_ms: 1000 } });
    await call(`/user/global/playlists/play/${playlist.id}`, { token, method: "POST" });
    const { trackId: playable } = await insertTrack(patternBytes(1000));
    const stream = (await signStreamUrl(env.MEDIA_SIGNING_KEY ?? "", playable, Date.now())).replace(
      "/api/v1",
      "",
    );
    paths.push(
      "/user/global/music-tracks?per_page=20",
      `/user/global/music-tracks?sort=popular&genre=${genre.id}&mood=${mood.id}`,
      "/user/global/music-tracks/trending",
      "/user/global/music-tracks/played",
      "/user/global/music-tracks/liked",
      "/user/global/music-tracks/my-taste",
      `/user/global/music-tracks/related?track_id=${first.id}`,
      `/user/global/music-tracks/${first.id}`,
      "/user/global/albums",
      "/user/global/albums/trending",
      `/user/global/albums/${album.id}`,
      "/user/global/artists?sort=popular",
      `/user/global/artists/${artist.id}`,
      `/user/global/search?q=${encodeURIComponent(first.title.slice(0, 4))}`,
      "/user/global/trending",
      "/user/global/top_100_list",
      "/user/global/playlists",
      "/user/global/playlists/played",
      `/user/global/playlists/${playlist.id}`,
      "/user/global/nonstops",
      "/user/global/nonstops/trending",
      `/user/global/nonstops/${nonstop.id}`,
      "/user/library/playlists",
      "/user/global/adverts",
      "/user/global/notifications",
      "/user/sessions",
      stream,
    );
  });

  it("is at most two (session + data) for every read", async () => {
    for (const path of paths) {
      const d1 = countingD1(env.DB);
      const res = await call(path, { token, env: { DB: d1.binding } });
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBeLessThan(300);
      expect(d1.rounds, path).toBeLessThanOrEqual(2);
    }
  });

  it("is none for a public image, even with a session cookie or bearer (no session is resolved)", async () => {
    await env.MEDIA.put("covers/tracks/trk_round_trips.svg", "<svg/>");
    const path = "/media/images/covers/tracks/trk_round_trips.svg";
    const withSession: Record<string, string>[] = [
      { cookie: `${SESSION_COOKIE}=${token}` },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of withSession) {
      const d1 = countingD1(env.DB);
      const res = await call(path, { headers, env: { DB: d1.binding } });
      expect(res.status).toBe(200);
      expect(d1.statements).toBe(0);
    }
    // The same binding counts the session statement on a route that resolves it (the check can fail).
    const d1 = countingD1(env.DB);
    await call("/user/sessions", { token, env: { DB: d1.binding } });
    expect(d1.statements).toBeGreaterThan(0);
  });

  it("is session + one read + the batch for a play report, new or continued, counted or not", async () => {
    let playId: string | undefined;
    for (const listened of [1000, 40_000]) {
      const d1 = countingD1(env.DB);
      const body = { listened_ms: listened, ...(playId ? { play_id: playId } : {}) };
      const res = await call(`/user/global/music-tracks/play/${played}`, {
        token,
        body,
        env: { DB: d1.binding },
      });
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
      expect(d1.rounds).toBeLessThanOrEqual(3);
      const data = (res.json as { data: { play_id: string; counted: boolean } }).data;
      expect(data.counted).toBe(listened >= 30_000);
      playId = data.play_id;
      // Listened time is capped at the time since the play started: start it a minute ago.
      await env.DB.prepare("update plays set created_at = created_at - 60000 where id = ?")
        .bind(playId)
        .run();
    }
  });

  it("counts a read that waits on another as a further round trip (the counter can fail)", async () => {
    const d1 = countingD1(env.DB);
    await d1.binding.prepare("select 1").all();
    await Promise.all([d1.binding.prepare("select 2").all(), d1.binding.prepare("select 3").first()]);
    expect(d1.rounds).toBe(2);
    expect(d1.statements).toBe(3);
  });
});
