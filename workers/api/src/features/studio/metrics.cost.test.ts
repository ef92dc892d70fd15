import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type D1Tally, meteredD1, newTally } from "../../../../../bench/meter/d1-meter";
import { call } from "../../test-support/client";
import { createPlaylist } from "../../test-support/collection-fixtures";
import {
  creatorWithCatalogue,
  insertCountedPlays,
  insertListeners,
  noonOf,
  today,
} from "../../test-support/metrics-fixtures";

/**
 * What a metrics call costs in D1: at most two sequential waves (the session, then one batch) and rows
 * read bounded by the days of the window times the series read (plays, metrics, one per country and per
 * source), the same whatever the number of plays: measured with the bench's meter (D1's own
 * `meta.rows_read`) at 1× and at 10× the plays over the same listeners, days, countries and sources.
 */
describe("metrics cost", () => {
  const DAYS = 28;
  const COUNTRIES = ["UG", "KE", "TZ"];
  const SOURCES = 3; // a playlist, search, direct
  let creator: Awaited<ReturnType<typeof creatorWithCatalogue>>;
  let listeners: string[] = [];
  let playlistId = "";

  /** `perDay` counted plays of every listener on each of the window's days, across the sources. */
  async function addPlays(perDay: number, round: number) {
    const t = today();
    const rows = [];
    for (let d = 0; d < DAYS; d += 1) {
      for (const [i, userId] of listeners.entries()) {
        for (let k = 0; k < perDay; k += 1) {
          const source = (i + k) % SOURCES;
          rows.push({
            userId,
            trackId: creator.track.id,
            at: noonOf(t - d) - (round * 10 + k) * 60_000,
            ...(source === 0 ? { contextType: "playlist", contextId: playlistId } : {}),
            ...(source === 1 ? { contextType: "search" } : {}),
          });
        }
      }
    }
    await insertCountedPlays(rows);
  }

  /** Meters one call: its waves and rows read, with the answer's status. */
  async function meter(path: string, method = "GET") {
    const tally: D1Tally = newTally();
    const DB = meteredD1(env.DB, () => [tally]);
    const res = await call(path, { token: creator.token, method, env: { DB } });
    expect(res.status).toBe(200);
    return { waves: tally.waves, rowsRead: tally.rowsRead, body: res.json.data };
  }

  const paths = () => [
    [`/creator/music-tracks/metrics/${creator.track.id}`, "GET"],
    [`/creator/music-tracks/metrics/${creator.track.id}?window=all`, "GET"],
    [`/creator/music-albums/metrics/${creator.album.id}?window=90`, "GET"],
    ["/creator/music-tracks/metrics?window=28", "GET"],
    ["/promoter_creator/metrics", "POST"],
  ];

  beforeAll(async () => {
    creator = await creatorWithCatalogue();
    playlistId = (await createPlaylist({ trackIds: [creator.track.id] })).id;
    listeners = [];
    for (const country of COUNTRIES) listeners.push(...(await insertListeners(4, country)));
    await addPlays(1, 0);
    // The creator's first request of the day records them active (one write, once a day): made here,
    // so every metered call below costs what any later request of the day costs.
    await call("/user/sessions", { token: creator.token });
  });

  it("costs two waves and the same rows read at 10× the plays", async () => {
    const before = [];
    for (const [path, method] of paths()) before.push(await meter(path as string, method));
    const plays = before[0]?.body.totals.plays;
    expect(plays).toBe(DAYS * listeners.length);

    await addPlays(9, 1);
    const after = [];
    for (const [path, method] of paths()) after.push(await meter(path as string, method));
    expect(after[0]?.body.totals.plays).toBe(10 * DAYS * listeners.length);
    expect(after[0]?.body.totals.listeners).toBe(listeners.length);

    // Each series is one row per day: plays, metrics, one per country, one per source (grouped in SQL,
    // so D1 counts each source row twice: the read and the sorter) and, for the catalogue, one per
    // track for its top tracks; plus the few title and ownership probes and the session.
    const bound = DAYS * (3 + COUNTRIES.length + 2 * SOURCES) + 40;
    for (const [i, m] of after.entries()) {
      expect(m.waves, paths()[i]?.[0]).toBeLessThanOrEqual(2);
      expect(m.rowsRead, paths()[i]?.[0]).toBe(before[i]?.rowsRead);
      expect(m.rowsRead, paths()[i]?.[0]).toBeLessThanOrEqual(bound);
    }
  });
});
