// Writes build/chunks.json after the client build: for every emitted JavaScript file, the modules in it
// and their rendered sizes. The file sits outside build/client, so it is never served; the first-load
// budget (bench/web-first-load.mjs) reads it to say which packages and folders fill a page's JavaScript
// and to refuse libraries a listener page must never load.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** A module id as a short, machine-independent name: the package for node_modules, else the app path. */
export function moduleName(id: string, appRoot: string): string {
  const clean = id.replace(/^\0/, "").split("?")[0] ?? id;
  const inModules = clean.lastIndexOf("/node_modules/");
  if (inModules >= 0) {
    const [scope, name] = clean.slice(inModules + "/node_modules/".length).split("/");
    return scope?.startsWith("@") ? `${scope}/${name}` : (scope ?? clean);
  }
  const ours = clean.match(/\/packages\/([^/]+)\//);
  if (ours) return `@ngoma/${ours[1]}`;
  return path.isAbsolute(clean) ? path.relative(appRoot, clean) : clean;
}

/** The chunk report plugin; only the client build (not SSR) writes it. */
export function chunkReport(): Plugin {
  let appRoot = process.cwd();
  let ssr = false;
  return {
    name: "ngoma:chunk-report",
    apply: "build",
    configResolved(config) {
      appRoot = config.root;
      ssr = !!config.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength === 0) continue;
          const name = moduleName(id, appRoot);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        chunks[`/${output.fileName}`] = modules;
      }
      const out = path.join(appRoot, "build");
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, "chunks.json"), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
