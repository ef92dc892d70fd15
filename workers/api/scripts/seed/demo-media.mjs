// Generates (or reuses) the demo audio and cover art. Files are cached under
// .cache/demo-media/<generator version>/ at the repo root (git-ignored), so `npm run dev`, every e2e
// stack and the benchmark share one set: synthesis runs once per machine per generator version.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const REPO = fileURLToPath(new URL("../../../../", import.meta.url));

/** The TypeScript generator (workers/api/src/features/media/demo), loaded through tsx. */
export async function loadGenerator() {
  return tsImport("../../src/features/media/demo/index.ts", import.meta.url);
}

/** The upload pipeline's audio analysis (workers/api/src/features/studio/audio), so demo waveforms match uploads'. */
export async function loadAudioAnalysis() {
  return tsImport("../../src/features/studio/audio/analyse.ts", import.meta.url);
}

export function cacheDir(version) {
  return path.join(REPO, ".cache", "demo-media", version);
}

/**
 * The WAV bytes and plan of one demo track, from the cache or freshly rendered.
 * @returns {Promise<{ bytes: Uint8Array, plan: object, cached: boolean }>}
 */
export async function demoAudio(gen, trackId) {
  const plan = gen.planTrack(gen.hashSeed(trackId));
  const dir = path.join(cacheDir(gen.GENERATOR_VERSION), "audio");
  const file = path.join(dir, `${trackId}.wav`);
  // A plain Uint8Array: Miniflare's proxy serialiser rejects Node Buffers.
  if (existsSync(file)) return { bytes: new Uint8Array(readFileSync(file)), plan, cached: true };
  const bytes = gen.encodeWav(gen.renderTrack(plan), gen.SAMPLE_RATE);
  mkdirSync(dir, { recursive: true });
  // Write then rename: two stacks seeding at once never read a half-written file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
  return { bytes, plan, cached: false };
}
