#!/usr/bin/env node
// First-load JavaScript of a page of the built web app, gzipped (goal for /auth/login: ≤ 100 KB).
// Counts what the browser must download before the page is interactive: the Remix manifest, the client
// entry, and every route module (with its static imports) matched by the URL. Lazily imported chunks
// (e.g. the fallback sound) are not counted. Run after `npm run build -w @ngoma/web`:
//   node bench/web-first-load.mjs [/auth/login] [--max-kb 100]
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const client = new URL("../apps/web/build/client/", import.meta.url).pathname;
const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith("/")) ?? "/auth/login";
const maxIndex = args.indexOf("--max-kb");
const maxKb = maxIndex >= 0 ? Number(args[maxIndex + 1]) : 100;

const manifestFile = readdirSync(join(client, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("No build found: run `npm run build -w @ngoma/web` first");
const manifestSource = readFileSync(join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));

// The route chain for a path: walk the flat-route tree matching static segments, then index routes.
function chainFor(pathname) {
  const routes = Object.values(manifest.routes);
  const segments = pathname.split("/").filter(Boolean);
  const chain = [manifest.routes.root];
  let parent = "root";
  let rest = segments;
  for (;;) {
    const children = routes.filter((r) => r.parentId === parent);
    if (rest.length === 0) {
      const index = children.find((r) => r.index);
      if (index) chain.push(index);
      return chain;
    }
    const next = children
      .filter((r) => !r.index && r.path !== undefined)
      .map((r) => ({ r, parts: (r.path ?? "").split("/").filter(Boolean) }))
      .filter(
        ({ parts }) => parts.every((p, i) => p === rest[i] || p.startsWith(":")) && !parts.includes("*"),
      )
      .sort((a, b) => b.parts.length - a.parts.length)[0];
    const pathless = children.find((r) => r.path === undefined && !r.index);
    if (next) {
      chain.push(next.r);
      parent = next.r.id;
      rest = rest.slice(next.parts.length);
    } else if (pathless && parent === "root" && !chain.includes(pathless)) {
      chain.push(pathless);
      parent = pathless.id;
    } else return chain;
  }
}

const chain = chainFor(path);
const files = new Set([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
for (const route of chain) {
  files.add(route.module);
  for (const file of route.imports ?? []) files.add(file);
}
let raw = 0;
let gzip = 0;
const rows = [];
for (const file of files) {
  const bytes = readFileSync(join(client, file));
  const z = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += z;
  rows.push([file, bytes.length, z]);
}
rows.sort((a, b) => b[2] - a[2]);
console.log(`First-load JS for ${path} (routes: ${chain.map((r) => r.id).join(" > ")})`);
for (const [file, size, z] of rows)
  console.log(
    `  ${(z / 1024).toFixed(1).padStart(6)} KB gz  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`,
  );
console.log(
  `Total: ${(gzip / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw) in ${files.size} files; goal ≤ ${maxKb} KB`,
);
process.exit(gzip / 1024 <= maxKb ? 0 : 1);
