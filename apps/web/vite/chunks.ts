// How the browser bundle is cut into files. Rollup's default gives every group of modules shared by a
// different set of routes its own chunk, so a signed-in page fetched ~45 small files; each is gzipped on
// its own (no shared dictionary) and is one more request on a slow network. What every page or every
// signed-in page loads anyway is grouped here into a few files; everything else keeps Rollup's cut.
import type { ManualChunkMeta } from "rollup";

/** The framework every page runs: React and Remix, and what they import. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;

/** A route module stays its own file: Remix's manifest names it. */
const isRouteModule = (id: string) => /\/app\/(root\.tsx|routes\/[^/]+)$/.test(id);

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

/**
 * Rollup's `manualChunks` for the client build: `framework`, `shell` (what root.tsx loads, so every page)
 * and `signed-in` (what the signed-in layout adds). Modules only reached through `import()` keep their own
 * lazy chunks, so nothing loads earlier than before.
 */
export function chunkFor(appDir: string) {
  const root = `${appDir}/root.tsx`;
  const layout = `${appDir}/routes/_app.tsx`;
  let groups: { shell: Set<string>; signedIn: Set<string> } | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    if (FRAMEWORK.test(id)) return "framework";
    if (isRouteModule(id)) return undefined;
    if (!groups) {
      const importsOf = (m: string) => meta.getModuleInfo(m)?.importedIds ?? [];
      const shell = staticClosure([root], importsOf);
      const signedIn = staticClosure([layout], importsOf);
      for (const m of shell) signedIn.delete(m);
      groups = { shell, signedIn };
    }
    if (groups.shell.has(id)) return "shell";
    if (groups.signedIn.has(id)) return "signed-in";
    return undefined;
  };
}
