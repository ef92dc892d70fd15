// Every route of the built app, requested with odd path parameters and query strings (ids that exist
// nowhere, quotes, NUL bytes, pages out of range, unknown sorts) signed out and as the demo listener,
// creator and admin: a loader may refuse (404, 422 page, redirect), it never answers a 5xx. Then every
// route is posted what no form sends (JSON, plain text, a multipart body that does not parse): refused
// before any action runs (lib/read-form.server.ts), never a 5xx. The routes come from the build's
// manifest, so a new page is covered as soon as it exists.
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { demoSessionCookie } from "../../../bench/first-load/measure.mjs";
import { REPO } from "../../../scripts/local-wrangler.mjs";
import { test } from "./harness";
import { DEMO } from "./helpers";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

const PARAM_VALUES = ["zzz_missing", "' OR 1=1 --"];
const QUERIES = [
  "",
  "?page=-3&per_page=100000000&sort=%27%3Bdrop&direction=up&q=%00&id=%27&status=9&type=%3Cb%3E",
];

/** The URL patterns of the app's routes (`/music/details/:id`), from the client manifest. */
function routePatterns(): string[] {
  const dir = join(REPO, "apps/web/build/client/assets");
  const file = readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  assert.ok(file, "the web build writes its manifest");
  const text = readFileSync(join(dir, file), "utf8");
  const routes = JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""))
    .routes as Record<string, ManifestRoute>;
  const full = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const base = parent ? full(parent) : "";
    return own ? `${base.replace(/\/$/, "")}/${own}` : base;
  };
  const leaves = Object.values(routes).filter(
    (r) => r.index || !Object.values(routes).some((child) => child.parentId === r.id),
  );
  return [...new Set(leaves.map((r) => full(r) || "/"))].sort();
}

function urls(pattern: string): string[] {
  const withParams =
    pattern.includes(":") || pattern.includes("*")
      ? PARAM_VALUES.map((value) =>
          pattern.replace(/:[^/]+/g, encodeURIComponent(value)).replace(/\*$/, "a/b/c"),
        )
      : [pattern];
  return withParams.flatMap((path) => QUERIES.map((query) => path + query));
}

test("hostile URLs: every route, odd ids and queries and posts no form sends, signed out and as listener, creator and admin, never a 5xx", async ({
  url,
}) => {
  const patterns = routePatterns();
  assert.ok(patterns.length > 40, `only ${patterns.length} routes in the manifest`);
  const visitors: [string, string | null][] = [["signed out", null]];
  for (const email of [DEMO.listener, DEMO.creator, DEMO.admin]) {
    visitors.push([email.split("@")[0] ?? email, await demoSessionCookie(url, email, "198.51.100.77")]);
  }
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  const transient: string[] = [];
  // The same request again after a 5xx: the input is the same, so an answer that changes came from the
  // local stack (a dropped service-binding call), not from how the input is handled. Both are printed.
  const answer = async (what: string, send: () => Promise<Response>): Promise<number> => {
    let res = await send();
    await res.arrayBuffer();
    if (res.status >= 500) {
      const first = res.status;
      res = await send();
      await res.arrayBuffer();
      if (res.status < 500) transient.push(`${what}: ${first}, then ${res.status}`);
    }
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    return res.status;
  };
  for (const [who, cookie] of visitors) {
    for (const pattern of patterns) {
      for (const path of urls(pattern)) {
        const status = await answer(`${who} ${path}`, () =>
          fetch(`${url}${path}`, {
            redirect: "manual",
            headers: cookie ? { cookie, accept: "text/html" } : { accept: "text/html" },
          }),
        );
        if (status >= 500) problems.push(`${who} ${path}: ${status}`);
      }
    }
  }
  // Bodies no form sends: refused before an action reads them, so nothing here changes any data.
  const bodies: [string, string][] = [
    ["application/json", '{"intent":"delete","id":"zzz"}'],
    ["text/plain", "intent=delete"],
    ["multipart/form-data; boundary=zz", "--zz\r\nnot a part"],
  ];
  for (const [who, cookie] of visitors) {
    for (const pattern of patterns) {
      const path = urls(pattern)[0] ?? pattern;
      for (const [type, body] of bodies) {
        const what = `${who} POST ${type.split(";")[0]} ${path}`;
        const status = await answer(what, () =>
          fetch(`${url}${path}`, {
            method: "POST",
            redirect: "manual",
            body,
            headers: { "content-type": type, origin: url, ...(cookie ? { cookie } : {}) },
          }),
        );
        if (status >= 500) problems.push(`${what}: ${status}`);
        else if (status < 300) problems.push(`${what}: accepted (${status})`);
      }
    }
  }
  const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(`    ${patterns.length} routes, ${visitors.length} visitors: ${tally.join(" ")}`);
  if (transient.length) console.log(`    5xx once, then answered: ${transient.join("; ")}`);
  assert.deepEqual(problems, []);
});
