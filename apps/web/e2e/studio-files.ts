// Files a creator uploads in the browser tests, written to a temp folder so the picker gets files the
// server sniffs and analyses like any upload: real WAVs (16-bit stereo 44.1 kHz tones) and a camera-sized
// PNG cover.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";

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

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A `size` × `size` RGB PNG with a diagonal gradient (a photo-sized cover, hundreds of KB), as a file path. */
export function writeCoverPng(size: number): string {
  const row = 1 + size * 3;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * row + 1 + x * 3;
      raw[at] = (x * 255) / size;
      raw[at + 1] = (y * 255) / size;
      raw[at + 2] = ((x + y) * 97) % 256;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filter, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  const path = join(mkdtempSync(join(tmpdir(), "ngoma-e2e-cover-")), `cover-${size}.png`);
  writeFileSync(path, png);
  return path;
}
