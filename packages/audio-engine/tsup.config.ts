import { defineConfig } from "tsup";

// The main entry and its subpaths (initial-state, saved-state, keyboard, waveform), both module systems, declarations for each (index.d.ts / index.d.cts) so
// `@arethetypeswrong/cli` sees matching types for import and require. The ESM build is split: the small
// pure helpers (readSavedState, bindKeyboardShortcuts) sit in chunk files that index.js re-exports, so an
// app's bundler can put them in its first-load code while the engine itself stays in a lazily loaded chunk
// (a single-file bundle would be one module, which a bundler cannot divide between chunks). Both are also
// published as subpaths (`/saved-state`, `/keyboard`), so an app can import them without the main entry,
// whose re-exports would bring the engine into the importing chunk's reach. No minification: embedders' bundlers minify, and
// readable dist code is easier to debug; scripts/size.mjs measures min+gz.
const ENTRIES = {
  index: "src/index.ts",
  "saved-state": "src/saved-state.ts",
  keyboard: "src/keyboard.ts",
  waveform: "src/waveform.ts",
  "initial-state": "src/initial-state.ts",
};

export default defineConfig({
  entry: ENTRIES,
  format: ["esm", "cjs"],
  dts: { entry: ENTRIES },
  splitting: true,
  clean: true,
  target: "es2020",
  platform: "browser",
  sourcemap: false,
  treeshake: true,
});
