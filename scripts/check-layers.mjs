#!/usr/bin/env node
// The layering rules, checked on every `npm test` over relative imports between folders; test files are
// left out (a test may reach across to set up data). Prints each folder graph, one line per folder.
// - The API (docs/decisions/0008): the kit imports no feature and no part of the app's edge; features
//   never import the edge; no two feature folders import each other. Of the files directly in src, the
//   kit and features may import only env.ts (the bindings' types): schema.ts, app.ts and contract.ts
//   gather every feature, so importing them from below would hide a cycle.
// - Features are modules with a public face (House v3, docs/decisions/0008): from outside a feature, code
//   may import only its `index.ts` (behaviour: services, views, statement builders, types), its top-level
//   `schema.ts` (tables, for read joins) and its contract files (`contract.ts`, `*.contract.ts`: the wire
//   contract, pure zod); the composition root (the files directly in src) may also import its route
//   sub-apps (`routes.ts`, `*.routes.ts`). Tests and test-support may reach inside to set up data.
//   Contract land (src/contract.ts, contract files and what they import) imports other features' pure
//   rules and constants directly and never a face: the web type-checks it.
// - The web app (docs/architecture.md, "The web app's layout"): routes → components → lib; lib/api is
//   the lowest (it imports only its own files); no two folders import each other.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Static imports and re-exports, side-effect imports (`import "./x.css"`) and dynamic `import("./x")`.
const IMPORT = /(?:(?:import|export)\s[^"']*?from\s+|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Folder edges of `src` as "from -> to" → the files making them; imports leaving `src` are skipped. */
function folderEdges(src, folderOf) {
  const edges = new Map();
  for (const file of sourceFiles(src)) {
    const from = folderOf(path.relative(src, file));
    if (from === null) continue;
    for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = path.relative(src, path.resolve(path.dirname(file), spec));
      if (target.startsWith("..")) continue;
      const to = folderOf(target);
      if (to === from || to === null) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, new Set([...(edges.get(key) ?? []), path.relative(src, file)]));
    }
  }
  return edges;
}

const where = (edges, key) => `${key} (${[...edges.get(key)].join(", ")})`;

/** Prints `from -> to, to, …` per folder, leaving out targets everyone may import (`hidden`). */
function printGraph(name, edges, hidden = () => false) {
  const byFolder = new Map();
  for (const key of [...edges.keys()].sort()) {
    const [from, to] = key.split(" -> ");
    if (!hidden(to)) byFolder.set(from, [...(byFolder.get(from) ?? []), to]);
  }
  console.log(`${name}: ${byFolder.size} folders importing others`);
  for (const [from, tos] of byFolder) console.log(`  ${from} -> ${tos.join(", ")}`);
}

/** Two-way edges between folders that `counts`, each reported once. */
function twoWay(edges, counts = () => true) {
  const found = [];
  for (const key of edges.keys()) {
    const [from, to] = key.split(" -> ");
    if (from < to && counts(from) && counts(to) && edges.has(`${to} -> ${from}`)) {
      found.push(`two-way dependency: ${where(edges, key)} and ${where(edges, `${to} -> ${from}`)}`);
    }
  }
  return found;
}

/**
 * API: `kit`, `http`, `features/<name>`, `env` (src/env.ts) or `root` (the other files directly in src)
 * for a path relative to src; test-support is skipped.
 */
function apiFolder(relative) {
  const [first, second] = relative.split("/");
  if (first === "test-support") return null;
  if (first === "features" && second) return `features/${second}`;
  if (/^env(\.ts)?$/.test(relative)) return "env";
  return relative.includes("/") ? first : "root";
}

/** Whether a file (path relative to src) is contract land: `contract.ts` or `*.contract.ts`, anywhere. */
function isContractFile(relative) {
  const base = path.basename(relative).replace(/\.ts$/, "");
  return base === "contract" || base.endsWith(".contract");
}

/** Whether `inFeature` (a path inside a feature, no extension) is a door code from `fromFolder` may use. */
function isPublicDoor(inFeature, fromFolder) {
  if (inFeature === "" || inFeature === "index" || inFeature === "schema") return true;
  const base = path.basename(inFeature);
  if (base === "contract" || base.endsWith(".contract")) return true;
  return fromFolder === "root" && (base === "routes" || base.endsWith(".routes"));
}

/** The file `spec` names from `file`: `x.ts`, `x.tsx` or `x/index.ts`; null when none exists. */
function resolveImport(file, spec) {
  const base = path.resolve(path.dirname(file), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => existsSync(f)) ?? null;
}

const isFace = (relative) => /^features\/[^/]+\/index\.ts$/.test(relative);

/**
 * Contract land: src/contract.ts, every contract file, and what they import, short of a feature's face.
 * The web type-checks all of it, so it must stay pure (zod, rules, constants).
 */
function contractLand(src) {
  const land = new Set();
  const stack = [path.join(src, "contract.ts")];
  for (const file of sourceFiles(src)) if (isContractFile(path.relative(src, file))) stack.push(file);
  while (stack.length) {
    const file = stack.pop();
    if (land.has(file) || !existsSync(file)) continue;
    land.add(file);
    if (isFace(path.relative(src, file))) continue;
    for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, spec);
      if (target) stack.push(target);
    }
  }
  return land;
}

/** Imports into another feature's internals, as "file imports spec (not a public door of feature)". */
export function deepImports(src) {
  const found = [];
  const land = contractLand(src);
  for (const file of sourceFiles(src)) {
    const relative = path.relative(src, file);
    const from = apiFolder(relative);
    if (from === null) continue;
    // Contract land imports other features' pure rules and constants directly, and never a face: the
    // web type-checks it, and a face would pull services into the web's program.
    if (land.has(file)) {
      for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
        const target = resolveImport(file, spec);
        if (target && isFace(path.relative(src, target)) && !isFace(relative)) {
          found.push(
            `${relative} imports ${spec}: contract land must not import a feature's face (the web type-checks it)`,
          );
        }
      }
      continue;
    }
    for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = path.relative(src, path.resolve(path.dirname(file), spec)).replace(/\.tsx?$/, "");
      const [first, feature, ...rest] = target.split("/");
      if (first !== "features" || !feature || from === `features/${feature}`) continue;
      if (!isPublicDoor(rest.join("/"), from)) {
        found.push(
          `${relative} imports ${spec}: not a public door of features/${feature} (index, schema, contract)`,
        );
      }
    }
  }
  return found;
}

export function checkApi(src = path.resolve(import.meta.dirname, "../workers/api/src"), quiet = false) {
  const edges = folderEdges(src, apiFolder);
  const problems = [...deepImports(src)];
  for (const key of edges.keys()) {
    const [from, to] = key.split(" -> ");
    if (from === "kit" && to !== "env") problems.push(`the kit imports ${to}: ${where(edges, key)}`);
    if (from.startsWith("features/") && (to === "http" || to === "root"))
      problems.push(`a feature imports the app's ${to === "http" ? "edge" : "root"}: ${where(edges, key)}`);
  }
  problems.push(...twoWay(edges, (folder) => folder.startsWith("features/")));
  if (!quiet) printGraph("api layers", edges, (to) => to === "kit" || to === "env");
  return problems;
}

/**
 * Web: `components/<area>`, `lib/<area>`, `routes`, `styles` by folder; files directly in `components` or
 * `lib` count as that folder; files directly in app (root.tsx, entry.*, routes.ts) as `root`.
 */
function webFolder(relative) {
  const parts = relative.split("/");
  if (parts.length === 1) return "root";
  if ((parts[0] === "components" || parts[0] === "lib") && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** Layer of a web folder: a folder may import its own layer or a lower one, never a higher one. */
function webLayer(folder) {
  if (folder === "root") return 4;
  if (folder === "routes") return 3;
  if (folder.startsWith("components")) return 2;
  if (folder === "lib/api") return 0;
  return 1;
}

function checkWeb() {
  const edges = folderEdges(path.resolve(import.meta.dirname, "../apps/web/app"), webFolder);
  const problems = [];
  for (const key of edges.keys()) {
    const [from, to] = key.split(" -> ");
    if (to !== "styles" && webLayer(to) > webLayer(from))
      problems.push(`${from} imports a higher layer: ${where(edges, key)}`);
  }
  problems.push(...twoWay(edges));
  printGraph("web layers", edges);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = [...checkApi(), ...checkWeb()];
  if (problems.length > 0) {
    console.error(`\n${problems.length} layering problem(s):`);
    for (const p of problems) console.error(`  ✘ ${p}`);
    process.exit(1);
  }
  console.log("layers: ok");
}
