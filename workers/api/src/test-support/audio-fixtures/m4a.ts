import { AAC_RATES } from "../../features/studio/audio/frame-headers";
import { be, concat, silentAt } from "./bits";

/** An ISO-BMFF box of `type` holding `parts`. */
function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const body = concat(parts);
  return concat([be(body.length + 8, 4), new TextEncoder().encode(type), body]);
}

/** A "full box": version and flags before the content. */
const fullBox = (type: string, version: number, ...parts: Uint8Array[]) =>
  box(type, be(version << 24, 4), ...parts);
const zeros = (n: number) => new Uint8Array(n);

/** An MPEG-4 descriptor with a one-byte length. */
const descriptor = (tag: number, ...parts: Uint8Array[]) => {
  const body = concat(parts);
  return concat([Uint8Array.from([tag, body.length]), body]);
};

/**
 * An M4A (AAC-LC in MP4) with a valid box tree (ftyp, moov with mvhd/tkhd/mdhd/hdlr/stsd(mp4a+esds)/
 * stts/stsc/stsz/stco, mdat), 1024-sample frames of zeros whose sizes follow the level; `moovAtEnd` puts
 * the index after the media, as many encoders do.
 *
 * @example m4aFixture({ seconds: 3, moovAtEnd: true })
 */
export function m4aFixture(options: {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  moovAtEnd?: boolean;
  silenceSeconds?: number;
  /** Replace the sound track by a video handler (a video-only MP4). */
  videoOnly?: boolean;
}): Uint8Array<ArrayBuffer> {
  const { seconds, sampleRate = 44_100, channels = 2, moovAtEnd = false } = options;
  const total = Math.round(seconds * sampleRate);
  const count = Math.ceil(total / 1024);
  const sizes = Array.from({ length: count }, (_, i) =>
    silentAt(i * 1024, sampleRate, options.silenceSeconds) ? 6 : 300 + (i % 9) * 10,
  );
  const media = zeros(sizes.reduce((a, s) => a + s, 0));
  const ftyp = box(
    "ftyp",
    new TextEncoder().encode("M4A "),
    be(0, 4),
    new TextEncoder().encode("M4A mp42isom"),
  );
  const asc = (2 << 11) | (AAC_RATES.indexOf(sampleRate) << 7) | (channels << 3);
  const esds = fullBox(
    "esds",
    0,
    descriptor(
      3,
      be(1, 2),
      be(0, 1),
      descriptor(
        4,
        Uint8Array.from([0x40, 0x15]),
        be(0, 3),
        be(128_000, 4),
        be(128_000, 4),
        descriptor(5, be(asc, 2)),
      ),
      descriptor(6, Uint8Array.from([2])),
    ),
  );
  const mp4a = box(
    "mp4a",
    zeros(6),
    be(1, 2),
    zeros(8),
    be(channels, 2),
    be(16, 2),
    zeros(4),
    be(sampleRate * 65_536, 4),
    esds,
  );
  const lastDelta = total - (count - 1) * 1024;
  const stts = fullBox("stts", 0, be(2, 4), be(count - 1, 4), be(1024, 4), be(1, 4), be(lastDelta, 4));
  const stsz = fullBox("stsz", 0, be(0, 4), be(count, 4), ...sizes.map((s) => be(s, 4)));
  const stsc = fullBox("stsc", 0, be(1, 4), be(1, 4), be(count, 4), be(1, 4));
  const moovFor = (mdatOffset: number) => {
    const stbl = box(
      "stbl",
      fullBox("stsd", 0, be(1, 4), mp4a),
      stts,
      stsc,
      stsz,
      fullBox("stco", 0, be(1, 4), be(mdatOffset + 8, 4)),
    );
    const minf = box(
      "minf",
      fullBox("smhd", 0, zeros(4)),
      box("dinf", fullBox("dref", 0, be(1, 4), fullBox("url ", 1))),
      stbl,
    );
    const handler = options.videoOnly ? "vide" : "soun";
    const mdia = box(
      "mdia",
      fullBox("mdhd", 0, zeros(8), be(sampleRate, 4), be(total, 4), be(0x55c4, 2), zeros(2)),
      fullBox("hdlr", 0, zeros(4), new TextEncoder().encode(handler), zeros(12), Uint8Array.from([0])),
      minf,
    );
    const tkhd = fullBox(
      "tkhd",
      0,
      zeros(8),
      be(1, 4),
      zeros(4),
      be(Math.round(seconds * 1000), 4),
      zeros(60),
    );
    const mvhd = fullBox(
      "mvhd",
      0,
      zeros(8),
      be(1000, 4),
      be(Math.round(seconds * 1000), 4),
      be(0x10000, 4),
      zeros(70),
      be(2, 4),
    );
    return box("moov", mvhd, box("trak", tkhd, mdia));
  };
  const mdat = box("mdat", media);
  if (moovAtEnd) return concat([ftyp, mdat, moovFor(ftyp.length)]);
  const size = moovFor(0).length;
  return concat([ftyp, moovFor(ftyp.length + size), mdat]);
}
