import type { AudioFormat } from "../../catalogue";
import { ascii, id3v2End } from "./bytes";
import { firstFrame, parseAdtsHeader, parseMp3Header, sameAdtsStream, sameMp3Stream } from "./frame-headers";
import { boxAt, children, trackHandler } from "./mp4-boxes";
import type { SniffedAudio } from "./types";

const CONTENT_TYPES: Record<AudioFormat, string> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  flac: "audio/flac",
  ogg: "audio/ogg",
  m4a: "audio/mp4",
  aac: "audio/aac",
};

/** ISO-BMFF brands that promise an MP4 family file a player can read audio from. */
const MP4_BRANDS = new Set([
  "M4A ",
  "M4B ",
  "mp41",
  "mp42",
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "dash",
]);

const sniffed = (format: AudioFormat): SniffedAudio => ({ format, contentType: CONTENT_TYPES[format] });

/**
 * What kind of audio the bytes are, from the bytes alone: a file's name and its declared content type are
 * never consulted, so a renamed image or archive is refused here. `head` is the file's first ≤ 8 MiB.
 *
 * @example sniffAudio(wavFixture({ seconds: 1 })) // { format: "wav", contentType: "audio/wav" }
 * @example sniffAudio(pngFixture(10, 10)) // null
 */
export function sniffAudio(head: Uint8Array): SniffedAudio | null {
  const magic = ascii(head, 0, 4);
  if ((magic === "RIFF" || magic === "RF64") && ascii(head, 8, 4) === "WAVE") return sniffed("wav");
  if (magic === "fLaC") return sniffed("flac");
  if (magic === "OggS") return sniffOgg(head);
  if (ascii(head, 4, 4) === "ftyp") return sniffMp4(head);

  let after = 0;
  for (let end = id3v2End(head, 0); end > after; end = id3v2End(head, after)) after = end;
  // A tag larger than the head (a big embedded cover) hides the audio: ID3v2 belongs to MP3, and
  // analysis reads on with ranged reads and refuses the file if no frames follow.
  if (after > 0 && after + 4 > head.length) return sniffed("mp3");
  if (ascii(head, after, 4) === "fLaC") return sniffed("flac");
  // Without a tag, demand a longer run of frames: a bare sync word is too easy to meet by chance.
  const run = after > 0 ? 2 : 3;
  if (firstFrame(head, after, run, parseMp3Header, sameMp3Stream) >= 0) return sniffed("mp3");
  if (firstFrame(head, after, run, parseAdtsHeader, sameAdtsStream) >= 0) return sniffed("aac");
  return null;
}

/** Ogg is a container: only Opus and Vorbis streams are audio Ngoma reads (not Theora, FLAC-in-Ogg, Speex). */
function sniffOgg(head: Uint8Array): SniffedAudio | null {
  const codec = oggCodec(head);
  return codec ? sniffed("ogg") : null;
}

/** The codec of the first logical stream of an Ogg file whose first page is in `head`. */
export function oggCodec(head: Uint8Array): "opus" | "vorbis" | null {
  if (head.length < 28 || head[4] !== 0) return null;
  const body = 27 + head[26]!;
  if (ascii(head, body, 8) === "OpusHead") return "opus";
  if (head[body] === 1 && ascii(head, body + 1, 6) === "vorbis") return "vorbis";
  return null;
}

/**
 * An MP4 family file (`.m4a`, `.mp4`) with an audio-capable brand. When its `moov` is in the head, it must
 * hold an audio track (a video-only `.mp4` is not a song); a `moov` at the end is checked by analysis.
 */
function sniffMp4(head: Uint8Array): SniffedAudio | null {
  const ftyp = boxAt(head, 0, head.length);
  if (!ftyp || ftyp.end > head.length || ftyp.end < 16) return null;
  const brands = [ascii(head, 8, 4)];
  for (let at = 16; at + 4 <= ftyp.end; at += 4) brands.push(ascii(head, at, 4));
  if (!brands.some((brand) => MP4_BRANDS.has(brand))) return null;
  const top = children(head, 0, head.length);
  const moov = top.find((box) => box.type === "moov");
  if (moov) {
    const handlers = children(head, moov.content, moov.end)
      .filter((box) => box.type === "trak")
      .map((trak) => trackHandler(head, trak));
    if (!handlers.includes("soun")) return null;
  }
  return sniffed("m4a");
}
