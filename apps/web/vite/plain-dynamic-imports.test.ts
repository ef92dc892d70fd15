import { describe, expect, it } from "vitest";
import { PLAIN_HELPER, PRELOAD_HELPER_ID, plainDynamicImports } from "./plain-dynamic-imports";

type Hook = (...args: unknown[]) => unknown;
const plugin = plainDynamicImports();
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook)(...args);
const generate = (code: string) => {
  const errors: string[] = [];
  const hook = plugin.generateBundle as { order: string; handler: Hook };
  hook.handler.call(
    { error: (message: string) => errors.push(message) },
    {},
    {
      "assets/a.js": { type: "chunk", fileName: "assets/a.js", code },
      "assets/a.css": { type: "asset", fileName: "assets/a.css", source: "" },
    },
  );
  return errors;
};

describe("plainDynamicImports", () => {
  it("serves Vite's preload helper as a plain call of the loader, in the build only", () => {
    expect(plugin.apply).toBe("build");
    expect(call(plugin.resolveId, PRELOAD_HELPER_ID)).toBe(PRELOAD_HELPER_ID);
    expect(call(plugin.resolveId, "./other.js")).toBeUndefined();
    expect(call(plugin.load, PRELOAD_HELPER_ID)).toBe(PLAIN_HELPER);
    expect(call(plugin.load, "/app/root.tsx")).toBeUndefined();
  });

  it("runs after Vite has written the dependency lists, and accepts empty ones", () => {
    expect((plugin.generateBundle as { order: string }).order).toBe("post");
    expect(generate('const e=d(()=>import("./engine-1.js"),[]);')).toEqual([]);
  });

  it("fails the build when a lazy import has dependencies the plain helper would skip", () => {
    const errors = generate('const e=d(()=>import("./dialog-1.js"),__vite__mapDeps([0,1]));');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("assets/a.js");
  });
});
