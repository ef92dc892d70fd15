// The first-load budget (issue #20), enforced on every `npm test`: each signed-in listener page, opened
// fresh as the demo listener without any input, fetches at most BUDGET_KB of gzipped JavaScript, the
// start-up chunks included, and none of the libraries only the creator and admin areas may load; with a
// queue saved by an earlier visit, the player bar included, at most PLAYER_CEILING_KB.
// bench/web-first-load.mjs prints the same figures.
import { strict as assert } from "node:assert";
import { join } from "node:path";
import {
  attribute,
  BUDGET_KB,
  demoListenerCookie,
  firstLoad,
  forbiddenModules,
  LISTENER_PAGES,
  PLAYER_CEILING_KB,
  readChunkReport,
  savedQueue,
} from "../../../bench/first-load/measure.mjs";
import { REPO } from "../../../scripts/local-wrangler.mjs";
import { test } from "./harness";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

test(`first load: every listener page within ${BUDGET_KB} KB of JavaScript (${PLAYER_CEILING_KB} KB with the player bar of a saved queue), no creator/admin libraries`, async ({
  browser,
  url,
}) => {
  const report = readChunkReport(join(REPO, "apps/web/build/chunks.json"));
  assert.ok(report, "apps/web/build/chunks.json is written by the web build (apps/web/vite/chunk-report.ts)");
  const cookie = await demoListenerCookie(url, "198.51.100.251");
  const saved = await savedQueue(url, cookie);
  const problems: string[] = [];
  const rows: string[] = [];
  for (const path of LISTENER_PAGES) {
    const load = await firstLoad(browser, url, path, { cookie });
    assert.ok(!load.url.includes("/auth/"), `${path} was not shown signed in (${load.url})`);
    rows.push(`${path} ${kb(load.gzip)} KB in ${load.files.length} scripts`);
    if (load.gzip > BUDGET_KB * 1024) {
      const parts = attribute(load, report)
        .slice(0, 8)
        .map(([group, bytes]) => `${group} ${kb(bytes)}`);
      problems.push(`${path}: ${kb(load.gzip)} KB > ${BUDGET_KB} KB (${parts.join(", ")})`);
    }
    const withPlayer = await firstLoad(browser, url, path, { cookie, saved });
    for (const measured of [load, withPlayer]) {
      const forbidden = forbiddenModules(measured, report);
      if (forbidden.length) problems.push(`${path} loads ${forbidden.join(", ")}`);
    }
    assert.ok(
      withPlayer.files.some((f) => /player-root/.test(f.file)),
      `${path}: a saved queue should load the player bar`,
    );
    rows.push(`${path} with a saved queue ${kb(withPlayer.gzip)} KB`);
    if (withPlayer.gzip > PLAYER_CEILING_KB * 1024)
      problems.push(`${path} with a saved queue: ${kb(withPlayer.gzip)} KB > ${PLAYER_CEILING_KB} KB`);
  }
  console.log(`    first-load JS (gzip -9): ${rows.join("; ")}`);
  assert.deepEqual(problems, []);
});
