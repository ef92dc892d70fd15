/** `.wasm` files are bundled as precompiled modules (wrangler's CompiledWasm rule; vitest pool-workers too). */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

/** @wasm-audio-decoders/flac's inner decoder class, reached by alias (wrangler.toml, vitest.config.ts). */
declare module "flac-decoder-inner" {
  export const _FLACDecoder: { module?: WebAssembly.Module };
}
