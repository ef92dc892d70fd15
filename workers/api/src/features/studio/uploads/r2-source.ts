import type { ByteSource } from "../audio/types";

/**
 * An R2 object as a `ByteSource`: every read is one ranged GET, so analysing a 200 MB file reads the
 * windows the parsers ask for and never holds the whole object in the Worker's 128 MB.
 *
 * @example const facts = await analyseAudio(r2Source(env.MEDIA, "audio/trk_1", size), sniffed);
 */
export function r2Source(bucket: R2Bucket, key: string, size: number): ByteSource {
  return {
    size,
    async read(offset, length) {
      const start = Math.max(0, Math.floor(offset));
      const count = Math.min(Math.floor(length), size - start);
      if (count <= 0) return new Uint8Array(0);
      const object = await bucket.get(key, { range: { offset: start, length: count } });
      if (!object) throw new Error(`R2 object ${key} is missing`);
      return new Uint8Array(await object.arrayBuffer());
    },
  };
}
