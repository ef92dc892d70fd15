/**
 * Demo media generated at seed time (nothing downloaded): synthesised music as WAV and SVG cover art.
 * Pure functions over typed arrays and strings, so they run the same in Node (the seed) and in workerd
 * (the tests).
 */
export { type CoverKind, coverSvg, initials } from "./cover-art";
export { createRng, hashSeed } from "./prng";
export { GENERATOR_VERSION, planTrack, renderTrack, SAMPLE_RATE, type TrackPlan } from "./synth";
export { encodeWav, WAV_HEADER_BYTES, wavDurationMs } from "./wav";
