// The demo beats' files (issue #34, docs/decisions/0802): per beat, a preview and a WAV (the demo
// catalogue's synthesised audio, already in R2), an MP3 encoded from it and a stems ZIP holding it, as
// track rows of purpose `beat` that the tus flow would have left. Deterministic ids and keys: re-running
// writes nothing new.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { coverKey } from "./catalogue.mjs";
import { demoId } from "./ids.mjs";
import { insertRow } from "./sql.mjs";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** Id words (letters only) of each file slot. */
const SLOT_WORDS = { preview: "beatpreview", mp3: "beatmpeg", wav: "beatwave", stems: "beatstems" };

/** Little-endian `[offset, value, bytes]` fields into a header. */
const write = (view, [at, v, size]) =>
  size === 4 ? view.setUint32(at, v, true) : view.setUint16(at, v, true);

/** A ZIP storing `files` ([name, bytes]) uncompressed: what a producer's stems archive is. */
export function storedZip(files) {
  const parts = [];
  const central = [];
  let offset = 0;
  for (const [name, data] of files) {
    const n = new TextEncoder().encode(name);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    for (const fields of [
      [0, 0x04034b50, 4],
      [4, 10, 2],
      [14, crc, 4],
      [18, data.length, 4],
      [22, data.length, 4],
      [26, n.length, 2],
    ])
      write(local, fields);
    const entry = new DataView(new ArrayBuffer(46));
    for (const fields of [
      [0, 0x02014b50, 4],
      [4, 20, 2],
      [6, 10, 2],
      [16, crc, 4],
      [20, data.length, 4],
      [24, data.length, 4],
      [28, n.length, 2],
      [42, offset, 4],
    ])
      write(entry, fields);
    parts.push(new Uint8Array(local.buffer), n, data);
    central.push(new Uint8Array(entry.buffer), n);
    offset += 30 + n.length + data.length;
  }
  const centralSize = central.reduce((s, p) => s + p.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, files.length, true);
  end.setUint16(10, files.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...central, new Uint8Array(end.buffer)];
  const zip = new Uint8Array(all.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of all) {
    zip.set(p, at);
    at += p.length;
  }
  return zip;
}

/** The mono 16-bit samples of a demo WAV as floats (its data chunk starts at byte 44). */
function samplesOf(wav) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const out = new Float32Array((wav.byteLength - 44) >> 1);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(44 + i * 2, true) / 32768;
  return out;
}

/**
 * Puts each beat's MP3 and ZIP in R2 and returns the file rows, keyed by beat index:
 * `{ rows, files: Map<index, { preview_track_id, mp3_track_id, wav_track_id, stems_track_id }> }`.
 * `sources[i]` is the demo track whose audio beat i uses: `{ trackId, key, size, durationMs, sampleRate, wav }`;
 * `cache` the demo media's cache folder (MP3s are encoded once per machine).
 */
export async function beatFileStatements(
  { producerId, artistId, sources, putIfAbsent, cache },
  now = Date.now(),
) {
  const { mp3Bytes } = await tsImport("../../src/test-support/mp3-encode.ts", import.meta.url);
  // Encoding costs seconds per beat: kept beside the demo audio (per generator version), like it.
  const encoded = (name, wav, rate) => {
    const file = path.join(cache, "beats", `${name}.mp3`);
    if (existsSync(file)) return new Uint8Array(readFileSync(file));
    const bytes = mp3Bytes(rate, [samplesOf(wav)], 128);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}.tmp`, bytes);
    renameSync(`${file}.${process.pid}.tmp`, file);
    return bytes;
  };
  const statements = [];
  const files = new Map();
  for (const [i, src] of sources.entries()) {
    const id = (slot) => demoId("trk", SLOT_WORDS[slot], i + 1);
    const mp3 = encoded(id("mp3"), src.wav, src.sampleRate);
    const zip = storedZip([[`stems/${i + 1}-mix.wav`, src.wav]]);
    const mp3Key = `audio/${id("mp3")}.mp3`;
    const zipKey = `audio/${id("stems")}.zip`;
    await putIfAbsent(mp3Key, mp3, "audio/mpeg");
    await putIfAbsent(zipKey, zip, "application/zip");
    const row = (slot, key, type, size, format, cover) =>
      insertRow("tracks", {
        id: id(slot),
        title: `${slot} of beat ${i + 1}`,
        artist_id: artistId,
        owner_user_id: producerId,
        duration_ms: format === "zip" ? 0 : src.durationMs,
        audio_key: key,
        audio_content_type: type,
        audio_size: size,
        audio_format: format,
        purpose: "beat",
        processing: "ready",
        publication: "draft",
        visibility: "public",
        status: 1,
        cover_key: cover,
        created_at: now,
        updated_at: now,
      });
    statements.push(
      row("preview", src.key, "audio/wav", src.size, "wav", coverKey("tracks", src.trackId)),
      row("wav", src.key, "audio/wav", src.size, "wav", null),
      row("mp3", mp3Key, "audio/mpeg", mp3.length, "mp3", null),
      row("stems", zipKey, "application/zip", zip.length, "zip", null),
    );
    files.set(i, {
      preview_track_id: id("preview"),
      wav_track_id: id("wav"),
      mp3_track_id: id("mp3"),
      stems_track_id: id("stems"),
    });
  }
  return { statements, files };
}
