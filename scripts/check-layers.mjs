#!/usr/bin/env node
// The API's layering rule (docs/decisions/0008), checked on every `npm test`: the kit imports no feature
// and no part of the app's edge; features never import the edge; and no two feature folders import each
// other. Test files are left out (a test may reach across to set up data). Prints the folder graph.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SRC = path.resolve(import.meta.dirname, "../workers/api/src");
const IMPORT = /(?:import|export)\s[^"']*?from\s+["'](\.{1,2}\/[^"']+)["']/g;

/** `kit`, `http`, `features/<name>`, `test-support` or `root` for a path relative to src. */
function folderOf(relative) {
  const [first, second] = relative.split("/");
  if (first === "features" && second) return `features/${second}`;
  return relative.includes("/") ? first : "root";
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield full;
  }
}

const edges = new Map();
for (const file of sourceFiles(SRC)) {
  const from = folderOf(path.relative(SRC, file));
  if (from === "test-support") continue;
  for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const to = folderOf(path.relative(SRC, path.resolve(path.dirname(file), spec)));
    if (to === from) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, [...(edges.get(key) ?? []), path.relative(SRC, file)]);
  }
}

const problems = [];
for (const [key, files] of edges) {
  const [from, to] = key.split(" -> ");
  const where = `${key} (${[...new Set(files)].join(", ")})`;
  if (from === "kit" && to !== "root") problems.push(`the kit imports ${to}: ${where}`);
  if (from.startsWith("features/") && to === "http")
    problems.push(`a feature imports the app's edge: ${where}`);
  if (from.startsWith("features/") && to.startsWith("features/") && edges.has(`${to} -> ${from}`)) {
    problems.push(`two-way feature dependency: ${where}`);
  }
}

const graph = [...edges.keys()].filter((k) => !k.endsWith("-> kit") && !k.endsWith("-> root")).sort();
console.log(`api layers: ${graph.length} folder edges besides the kit and the root files`);
for (const edge of graph) console.log(`  ${edge}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} layering problem(s):`);
  for (const p of problems) console.error(`  ✘ ${p}`);
  process.exit(1);
}
console.log("api layers: ok");
