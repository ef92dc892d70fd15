import { describe, expect, it } from "vitest";
import { moduleName } from "./chunk-report";

describe("moduleName", () => {
  const root = "/repo/apps/web";

  it("names a dependency by its package, scoped or not, wherever npm hoisted it", () => {
    expect(moduleName("/repo/node_modules/react-dom/cjs/react-dom.production.min.js", root)).toBe(
      "react-dom",
    );
    expect(moduleName("/repo/node_modules/@tanstack/table-core/build/lib/index.mjs", root)).toBe(
      "@tanstack/table-core",
    );
    expect(moduleName("/repo/apps/web/node_modules/zod/v4/classic/schemas.js", root)).toBe("zod");
  });

  it("names the workspace packages by their published name and app files by their path", () => {
    expect(moduleName("/repo/packages/audio-engine/dist/index.js", root)).toBe("@ngoma/audio-engine");
    expect(moduleName("/repo/apps/web/app/components/player/player-bar.tsx", root)).toBe(
      "app/components/player/player-bar.tsx",
    );
  });

  it("drops virtual-module markers and query strings", () => {
    expect(moduleName("\0/repo/apps/web/app/styles/app.css?url", root)).toBe("app/styles/app.css");
    expect(moduleName("\0vite/preload-helper.js", root)).toBe("vite/preload-helper.js");
  });
});
