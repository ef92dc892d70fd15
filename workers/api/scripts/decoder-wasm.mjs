#!/usr/bin/env node
/**
 * Writes the WebAssembly binaries of the audio decoders (docs/decisions/0610) from their npm packages into
 * src/features/studio/audio/decode/*.wasm, where the worker imports them as precompiled modules: Workers
 * refuse WebAssembly.compile at run time, and the packages ship each binary only as a compressed string
 * they compile when first used. Run after upgrading a decoder package:
 *
 *   node workers/api/scripts/decoder-wasm.mjs          # write the files
 *   node workers/api/scripts/decoder-wasm.mjs --check  # fail if a committed file differs from its package
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const api = path.resolve(import.meta.dirname, "..");
const out = path.join(api, "src/features/studio/audio/decode");
const require = createRequire(path.join(api, "package.json"));

/** Each decoder's package and the file holding its Emscripten glue with the embedded binary. */
const DECODERS = [
  { name: "mpg123", pkg: "mpg123-decoder" },
  { name: "flac", pkg: "@wasm-audio-decoders/flac" },
  { name: "opus", pkg: "opus-decoder" },
];

/** The package's directory (its `exports` hide package.json and src/ from require.resolve). */
function packageDir(pkg) {
  return path.dirname(require.resolve(pkg));
}

const common = await import(pathToFileURL(path.join(packageDir("@wasm-audio-decoders/common"), "index.js")));
const Common = common.WASMAudioDecoderCommon;
new Common(); // defines the static helpers, inflateDynEncodeString among them

const check = process.argv.includes("--check");
let stale = 0;
for (const { name, pkg } of DECODERS) {
  const { default: EmscriptenWASM } = await import(
    pathToFileURL(path.join(packageDir(pkg), "src/EmscriptenWasm.js"))
  );
  new EmscriptenWASM(Common); // its constructor attaches the compressed binary as a static `wasm` string
  const binary = Buffer.from(await Common.inflateDynEncodeString(EmscriptenWASM.wasm));
  if (!WebAssembly.validate(binary)) throw new Error(`${pkg}: the inflated binary is not valid WebAssembly`);
  const file = path.join(out, `${name}.wasm`);
  const { version } = JSON.parse(await readFile(path.join(packageDir(pkg), "package.json"), "utf8"));
  if (check) {
    const committed = await readFile(file).catch(() => Buffer.alloc(0));
    if (!committed.equals(binary)) {
      stale += 1;
      console.error(`${path.relative(process.cwd(), file)} differs from ${pkg}@${version}`);
    }
  } else {
    await writeFile(file, binary);
    console.log(`${path.relative(process.cwd(), file)}: ${binary.length} bytes from ${pkg}@${version}`);
  }
}
if (stale > 0) process.exit(1);
