// Audio files a creator uploads in the browser tests: real WAVs (16-bit stereo 44.1 kHz tones) written
// to a temp folder, so the picker gets files the server sniffs and analyses like any upload.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const RATE = 44_100;
const CHANNELS = 2;

/** A WAV of `seconds` of a tone at `hz` whose loudness swells, so its waveform has a shape. */
export function toneWav(seconds: number, hz: number): Buffer {
  const frames = Math.round(seconds * RATE);
  const data = frames * CHANNELS * 2;
  const out = Buffer.alloc(44 + data);
  out.write("RIFF", 0, "ascii");
  out.writeUInt32LE(36 + data, 4);
  out.write("WAVE", 8, "ascii");
  out.write("fmt ", 12, "ascii");
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(CHANNELS, 22);
  out.writeUInt32LE(RATE, 24);
  out.writeUInt32LE(RATE * CHANNELS * 2, 28);
  out.writeUInt16LE(CHANNELS * 2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36, "ascii");
  out.writeUInt32LE(data, 40);
  for (let i = 0; i < frames; i++) {
    const swell = 0.15 + 0.8 * Math.abs(Math.sin((Math.PI * i) / frames));
    const sample = Math.round(Math.sin((2 * Math.PI * hz * i) / RATE) * swell * 30_000);
    out.writeInt16LE(sample, 44 + i * 4);
    out.writeInt16LE(sample, 46 + i * 4);
  }
  return out;
}

/** Writes WAVs named `name` → seconds into a fresh temp folder and returns their paths. */
export function writeWavs(files: Record<string, number>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "ngoma-e2e-audio-"));
  const paths: Record<string, string> = {};
  let hz = 220;
  for (const [name, seconds] of Object.entries(files)) {
    const path = join(dir, name);
    writeFileSync(path, toneWav(seconds, hz));
    paths[name] = path;
    hz *= 1.5;
  }
  return paths;
}
