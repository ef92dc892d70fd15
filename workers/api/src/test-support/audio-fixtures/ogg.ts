import { oggCrc32 } from "../../features/studio/audio/crc";
import { concat, silentAt } from "./bits";
import { writeAscii } from "./wav";

interface PageOptions {
  /** 2 = first page of the stream, 4 = last. */
  flags: number;
  granule: number;
  sequence: number;
  packets: Uint8Array[];
}

const SERIAL = 0x4e474d41; // "NGMA"

/** One Ogg page with its lacing values and CRC. Packets must fit one page (≤ 255 lacing values in all). */
export function oggPage({ flags, granule, sequence, packets }: PageOptions): Uint8Array<ArrayBuffer> {
  const lacing: number[] = [];
  for (const packet of packets) {
    for (let left = packet.length; ; left -= 255) {
      lacing.push(Math.min(255, left));
      if (left < 255) break;
    }
  }
  const header = new Uint8Array(27 + lacing.length);
  const view = new DataView(header.buffer);
  writeAscii(header, 0, "OggS");
  header[5] = flags;
  view.setUint32(6, granule % 2 ** 32, true);
  view.setUint32(10, Math.floor(granule / 2 ** 32), true);
  view.setUint32(14, SERIAL, true);
  view.setUint32(18, sequence, true);
  header[26] = lacing.length;
  header.set(lacing, 27);
  const page = concat([header, ...packets]);
  new DataView(page.buffer).setUint32(22, oggCrc32(page), true);
  return page;
}

/** Audio packets grouped into pages of `perPage`, each page's granule the position after its last packet. */
function audioPages(
  packetSizes: number[],
  samplesPerPacket: number,
  granuleOffset: number,
  total: number,
  firstSequence: number,
): Uint8Array[] {
  const pages: Uint8Array[] = [];
  const perPage = 50;
  for (let i = 0; i < packetSizes.length; i += perPage) {
    const sizes = packetSizes.slice(i, i + perPage);
    const last = i + perPage >= packetSizes.length;
    const granule = granuleOffset + (last ? total : (i + sizes.length) * samplesPerPacket);
    const packets = sizes.map((size, k) => new Uint8Array(size).fill(((i + k) * 37) & 0xff));
    pages.push(oggPage({ flags: last ? 4 : 0, granule, sequence: firstSequence + pages.length, packets }));
  }
  return pages;
}

/** Coded packet sizes: small in the leading silence, larger (and varying) in the tone. */
function packetSizes(count: number, samples: number, rate: number, silenceSeconds?: number): number[] {
  return Array.from({ length: count }, (_, i) =>
    silentAt(i * samples, rate, silenceSeconds) ? 3 : 100 + (i % 7) * 5,
  );
}

/**
 * An Ogg Opus file: OpusHead (pre-skip 312) and OpusTags pages, then 20 ms packets in pages of one
 * second, the last page's granule giving exactly `seconds` after the pre-skip.
 *
 * @example oggOpusFixture({ seconds: 3, silenceSeconds: 1 })
 */
export function oggOpusFixture(options: {
  seconds: number;
  channels?: number;
  silenceSeconds?: number;
}): Uint8Array<ArrayBuffer> {
  const { seconds, channels = 2 } = options;
  const preSkip = 312;
  const total = Math.round(seconds * 48_000);
  const head = new Uint8Array(19);
  writeAscii(head, 0, "OpusHead");
  const view = new DataView(head.buffer);
  head[8] = 1;
  head[9] = channels;
  view.setUint16(10, preSkip, true);
  view.setUint32(12, 44_100, true); // the input's rate, informational only
  const tags = new Uint8Array(8 + 4 + 5 + 4);
  writeAscii(tags, 0, "OpusTagsngoma");
  new DataView(tags.buffer).setUint32(8, 5, true);
  writeAscii(tags, 12, "ngoma");
  const count = Math.ceil((total + preSkip) / 960);
  return concat([
    oggPage({ flags: 2, granule: 0, sequence: 0, packets: [head] }),
    oggPage({ flags: 0, granule: 0, sequence: 1, packets: [tags] }),
    ...audioPages(packetSizes(count, 960, 48_000, options.silenceSeconds), 960, 0, total + preSkip, 2),
  ]);
}

/**
 * An Ogg Vorbis file: identification, comment and (stand-in) setup headers, then packets of 1024 samples
 * in pages of 50, the last page's granule giving exactly `seconds`.
 *
 * @example oggVorbisFixture({ seconds: 3, sampleRate: 48_000 })
 */
export function oggVorbisFixture(options: {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  silenceSeconds?: number;
}): Uint8Array<ArrayBuffer> {
  const { seconds, sampleRate = 44_100, channels = 2 } = options;
  const total = Math.round(seconds * sampleRate);
  const id = new Uint8Array(30);
  const view = new DataView(id.buffer);
  writeAscii(id, 0, "\x01vorbis");
  id[11] = channels;
  view.setUint32(12, sampleRate, true);
  view.setInt32(20, 160_000, true); // nominal bitrate
  id[28] = 0xb8; // block sizes 256 and 2048
  id[29] = 1; // framing bit
  const comment = new Uint8Array(7 + 4 + 5 + 4 + 1);
  writeAscii(comment, 0, "\x03vorbis");
  new DataView(comment.buffer).setUint32(7, 5, true);
  writeAscii(comment, 11, "ngoma");
  comment[20] = 1;
  const setup = new Uint8Array(40);
  writeAscii(setup, 0, "\x05vorbis");
  const count = Math.ceil(total / 1024);
  return concat([
    oggPage({ flags: 2, granule: 0, sequence: 0, packets: [id] }),
    oggPage({ flags: 0, granule: 0, sequence: 1, packets: [comment, setup] }),
    ...audioPages(packetSizes(count, 1024, sampleRate, options.silenceSeconds), 1024, 0, total, 2),
  ]);
}
