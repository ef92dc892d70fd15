import { describe, expect, it } from "vitest";
import { CORE_SHARE, planChunks, staticClosure } from "./chunks";

// A small app: root and the signed-in layout share a toast module; two catalogue routes (a, b) share a
// table, which they reach through a row module that the wallet route also uses; route a has a module of
// its own; four routes out of five use the spinner; route c imports nothing.
const GRAPH: Record<string, string[]> = {
  "/app/root.tsx": ["/app/toasts.ts"],
  "/app/routes/_app.tsx": ["/app/toasts.ts", "/app/realtime.ts"],
  "/app/routes/_app.a.tsx": ["/app/table.tsx", "/app/only-a.ts", "/app/spinner.tsx"],
  "/app/routes/_app.b.tsx": ["/app/table.tsx", "/app/spinner.tsx"],
  "/app/routes/_app.c.tsx": [],
  "/app/routes/_app.d.tsx": ["/app/spinner.tsx"],
  "/app/routes/_app.wallet.tsx": ["/app/row.tsx", "/app/spinner.tsx", "\0vite/preload-helper.js"],
  "/app/table.tsx": ["/app/row.tsx", "/app/toasts.ts"],
};
const importsOf = (id: string) => GRAPH[id] ?? [];
const ROUTES = [
  "/app/routes/_app.b.tsx",
  "/app/routes/_app.a.tsx",
  "/app/routes/_app.c.tsx",
  "/app/routes/_app.d.tsx",
  "/app/routes/_app.wallet.tsx",
];

describe("planChunks", () => {
  const plan = planChunks(["/app/root.tsx", "/app/routes/_app.tsx"], ROUTES, importsOf);

  it("puts both layouts' static closures in core, themselves included", () => {
    for (const id of ["/app/root.tsx", "/app/routes/_app.tsx", "/app/toasts.ts", "/app/realtime.ts"])
      expect(plan.get(id)).toBe("core");
  });

  it("groups shared modules by the set of listener routes that reach them", () => {
    expect(plan.get("/app/table.tsx")).toBe("group-table");
    expect(plan.get("/app/row.tsx")).toBe("group-row");
  });

  it("puts what most listener routes reach in core", () => {
    expect(CORE_SHARE).toBeLessThanOrEqual(4 / 5);
    expect(plan.get("/app/spinner.tsx")).toBe("core");
  });

  it("keeps a route's own modules in the route's chunk", () => {
    expect(plan.get("/app/routes/_app.a.tsx")).toBe("route-_app.a");
    expect(plan.get("/app/only-a.ts")).toBe("route-_app.a");
  });

  it("leaves routes without modules of their own, and virtual modules, to Rollup", () => {
    for (const id of ["/app/routes/_app.b.tsx", "/app/routes/_app.c.tsx", "\0vite/preload-helper.js"])
      expect(plan.has(id)).toBe(false);
  });

  it("names groups uniquely and the same way whatever order the routes come in", () => {
    const shuffled = planChunks(["/app/root.tsx", "/app/routes/_app.tsx"], [...ROUTES].reverse(), importsOf);
    expect([...shuffled.entries()].sort()).toEqual([...plan.entries()].sort());
    const routes = ["a", "b", "c", "d", "e", "f"].map((r) => `/x/routes/_app.${r}.tsx`);
    const rows: Record<string, string[]> = {
      "/x/routes/_app.a.tsx": ["/x/one/row.ts", "/x/two/row.ts"],
      "/x/routes/_app.b.tsx": ["/x/one/row.ts", "/x/two/row.ts"],
      "/x/routes/_app.c.tsx": ["/x/two/row.ts"],
    };
    const clash = planChunks([], routes, (id) => rows[id] ?? []);
    expect(clash.get("/x/one/row.ts")).toBe("group-row");
    expect(clash.get("/x/two/row.ts")).toBe("group-row-2");
  });
});

describe("staticClosure", () => {
  it("follows static imports transitively and survives cycles", () => {
    const graph: Record<string, string[]> = { a: ["b"], b: ["c", "a"], c: [] };
    expect([...staticClosure(["a"], (id) => graph[id] ?? [])].sort()).toEqual(["a", "b", "c"]);
  });
});
