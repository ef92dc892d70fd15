// How the browser bundle is cut into files. Rollup's default gives every group of modules shared by a
// different set of routes its own chunk, so a listener page fetched 13–31 files, most under 1 KB. Each
// file is gzipped on its own, without the dictionary the others built, and small files compress worst:
// joined, a page's files were 2.6–4 KB smaller. So:
// - `core`: what every signed-in page loads anyway (React, Remix, and the static import closures of
//   root.tsx and the signed-in layout) is one file. Sign-in pages load the layout's part too, which the
//   page they lead to needs next.
// - Modules a listener page imports are grouped by the set of listener routes that reach them: Rollup
//   would split them further by which creator and admin routes also reach them, which only those areas
//   care about. Those areas load a group whole, and may get a little code they do not run. A module only
//   one listener route reaches goes in that route's file; one most of them reach goes in core. The
//   player bar, loaded at once wherever a track is current, is grouped as if it were a listener route.
// - Reach is by static imports, used or not: a barrel's re-exports put everything behind it in the
//   importer's chunk. Import a package's part through its own subpath (`@ngoma/audio-engine/keyboard`).
// - Modules only `import()` reaches (dialogs, player panels, forms) keep Rollup's own lazy chunks, and
//   modules only the creator and admin areas reach keep Rollup's cut: nothing loads earlier than before.
import type { ManualChunkMeta } from "rollup";

/** The framework every page runs: React and Remix, and what they import. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;

/** Listener routes: the signed-in area's pages, less the creator, promoter and admin areas. */
const LISTENER_ROUTE = /\/app\/routes\/_app\.(?!(admin|creator-promoter|promoter)[.$])[^/]+\.tsx$/;

/** The player's lazily loaded root (root.tsx imports it once a track is current). */
const PLAYER_ROOT = "components/player/player-root.tsx";

/** Modules statically imported from `entries`, transitively (dynamic `import()` edges are not followed). */
export function staticClosure(entries: string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...importsOf(id));
  }
  return seen;
}

/** Modules reached by at least this share of the listener routes join `core`: nearly every page loads them. */
export const CORE_SHARE = 2 / 3;

const baseName = (id: string) => (id.split("/").pop() as string).replace(/\.[^.]+$/, "");

/**
 * The chunk name of every module placed by hand:
 * - `core`: the closures of `coreEntries`, and modules at least CORE_SHARE of `listenerRoutes` reach;
 * - `route-<name>`: a listener route with the modules no other listener route reaches, which Rollup would
 *   otherwise split off wherever a creator or admin route shares them;
 * - `group-<first module>`: one group per other set of listener routes reaching a module.
 * A module that imports another is reached by a subset of the routes reaching it, so a group or route
 * chunk only imports chunks reached by more routes (or core) and chunks never import each other in a cycle.
 *
 * @example
 * planChunks(["/app/root.tsx"], ["/app/routes/_app.upgrade.tsx"], (id) => graph[id] ?? []).get("/app/root.tsx") // "core"
 */
export function planChunks(
  coreEntries: string[],
  listenerRoutes: string[],
  importsOf: (id: string) => readonly string[],
): Map<string, string> {
  const plan = new Map<string, string>();
  for (const id of staticClosure(coreEntries, importsOf)) plan.set(id, "core");
  const reachedBy = new Map<string, string[]>();
  for (const route of [...listenerRoutes].sort()) {
    for (const id of staticClosure([route], importsOf)) {
      if (plan.has(id) || id.startsWith("\0")) continue;
      const routes = reachedBy.get(id) ?? [];
      routes.push(route);
      reachedBy.set(id, routes);
    }
  }
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const id of [...reachedBy.keys()].sort()) {
    const routes = reachedBy.get(id) as string[];
    if (routes.length >= CORE_SHARE * listenerRoutes.length) {
      plan.set(id, "core");
      continue;
    }
    const key = routes.join("\n");
    let name = names.get(key);
    if (!name) {
      const base = routes.length === 1 ? `route-${baseName(routes[0] as string)}` : `group-${baseName(id)}`;
      name = base;
      for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
      taken.add(name);
      names.set(key, name);
    }
    plan.set(id, name);
  }
  // A route whose chunk holds nothing but itself needs no name: Rollup gives it its own file anyway.
  const members = new Map<string, number>();
  for (const name of plan.values()) members.set(name, (members.get(name) ?? 0) + 1);
  for (const [id, name] of plan) if (name.startsWith("route-") && members.get(name) === 1) plan.delete(id);
  return plan;
}

/**
 * Rollup's `manualChunks` for the client build (see the top of this file). The plan is made on the first
 * call, when Rollup has the whole module graph.
 */
export function chunkFor(appDir: string) {
  let plan: Map<string, string> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    if (FRAMEWORK.test(id)) return "core";
    if (!plan) {
      const importsOf = (m: string) => meta.getModuleInfo(m)?.importedIds ?? [];
      const routes = [...meta.getModuleIds()].filter((m) => LISTENER_ROUTE.test(m));
      // The player bar is loaded at once by every signed-in page with a current track: grouped like a
      // page, so it takes only the modules it uses from what the pages share.
      routes.push(`${appDir}/${PLAYER_ROOT}`);
      plan = planChunks([`${appDir}/root.tsx`, `${appDir}/routes/_app.tsx`], routes, importsOf);
    }
    return plan.get(id);
  };
}
