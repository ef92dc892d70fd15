// What a signed-in listener page loads before any interaction is its route chain and their static
// imports (import() and `import type` load nothing). zod (about 25 KB gzipped) must not be among them:
// a form's schema is fetched on the form's first use (lib/on-first-use.ts), and one used only by an
// action belongs in a .server module (the client build leaves those out). The layout needs nothing of
// @ngoma/currency either: its money settings come resolved from the server. Nor the table and chart libraries
// (@tanstack/*, @visx/*): only the creator and admin areas may load them; a listener page's tables are
// widgets/plain-table and its charts plain SVG.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const APP = resolve(__dirname, "..");

/** Role areas (creator, promoter, admin) may load their forms with the page. */
const ROLE_AREA = /^_app\.(admin|creator-promoter|promoter)(\.|$)/;

const LISTENER_ROUTES = readdirSync(join(APP, "routes"))
  .filter((file) => /^_app\..*\.tsx$/.test(file) && !file.includes(".test.") && !ROLE_AREA.test(file))
  .map((file) => join(APP, "routes", file));

// `import … from "x"` and `export … from "x"` (not `import type` / `export type`), and `import "x"`.
const FROM = /^\s*(?:import|export)\s+(type\s+)?[^;'"]*?\s+from\s+["']([^"']+)["']/gm;
const BARE = /^\s*import\s+["']([^"']+)["']/gm;

function staticImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specs = [...source.matchAll(FROM)].filter((m) => !m[1]).map((m) => m[2] as string);
  return [...specs, ...[...source.matchAll(BARE)].map((m) => m[1] as string)];
}

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every package a module reaches through static imports, each with the chain of files that leads to it. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>([entry]);
  const queue: [string, string[]][] = [[entry, [relative(APP, entry)]]];
  while (queue.length > 0) {
    const [file, chain] = queue.shift() as [string, string[]];
    for (const spec of staticImports(file)) {
      if (spec.includes("?") || spec.endsWith(".css")) continue;
      if (!spec.startsWith(".")) {
        if (!reached.has(spec)) reached.set(spec, chain);
        continue;
      }
      const target = resolveLocal(file, spec);
      // Remix leaves .server modules out of the client build.
      if (!target || /\.server\.tsx?$/.test(target) || seen.has(target)) continue;
      seen.add(target);
      queue.push([target, [...chain, relative(APP, target)]]);
    }
  }
  return reached;
}

const isZod = (spec: string) => spec === "zod" || spec.startsWith("zod/");
const isTableOrChart = (spec: string) => spec.startsWith("@tanstack/") || spec.startsWith("@visx/");

describe("a signed-in listener page's first load", () => {
  it("finds the routes it checks", () => {
    const names = LISTENER_ROUTES.map((file) => relative(APP, file));
    expect(names).toContain("routes/_app.my-wallet._index.tsx");
    expect(names).toContain("routes/_app.upgrade.tsx");
    expect(names).not.toContain("routes/_app.admin.users._index.tsx");
  });

  it("follows static imports and skips type-only ones (the check can fail)", () => {
    const forms = packagesReached(join(APP, "lib/wallet/forms.ts"));
    expect(forms.get("zod")).toEqual(["lib/wallet/forms.ts"]);
    const topup = packagesReached(join(APP, "components/wallet/topup-form.tsx"));
    expect(topup.get("zod")).toEqual(["components/wallet/topup-form.tsx", "lib/wallet/forms.ts"]);
    expect([...packagesReached(join(APP, "components/wallet/topup.tsx")).keys()].some(isZod)).toBe(false);
  });

  it.each([join(APP, "routes/_app.tsx"), ...LISTENER_ROUTES].map((file) => [relative(APP, file), file]))(
    "%s imports no zod",
    (_, file) => {
      const zod = [...packagesReached(file)].filter(([spec]) => isZod(spec));
      expect(zod).toEqual([]);
    },
  );

  it("sees a table or chart library where the creator and admin areas use one (the check can fail)", () => {
    const tracks = packagesReached(join(APP, "components/studio/tracks-table.tsx"));
    expect(tracks.get("@tanstack/react-table")).toEqual([
      "components/studio/tracks-table.tsx",
      "components/widgets/data-table.tsx",
    ]);
    const dashboard = packagesReached(join(APP, "routes/_app.admin._index.tsx"));
    expect([...dashboard.keys()].filter((spec) => spec.startsWith("@visx/")).length).toBeGreaterThan(0);
  });

  it.each([join(APP, "routes/_app.tsx"), ...LISTENER_ROUTES].map((file) => [relative(APP, file), file]))(
    "%s imports no table or chart library",
    (_, file) => {
      const found = [...packagesReached(file)].filter(([spec]) => isTableOrChart(spec));
      expect(found).toEqual([]);
    },
  );

  it("the signed-in layout imports nothing of @ngoma/currency", () => {
    expect(packagesReached(join(APP, "routes/_app.tsx")).get("@ngoma/currency")).toBeUndefined();
  });
});
