/**
 * Small, generated, deterministic audio and image files for tests: each is valid where the library reads
 * (headers, frame headers, page CRCs) and carries a tone or a varying level so waveforms are non-trivial.
 */
import type { ByteSource } from "../features/studio/audio/types";

export { adtsFixture } from "./audio-fixtures/adts";
export { flacFixture } from "./audio-fixtures/flac";
export { jpegFixture, pngFixture, webpFixture } from "./audio-fixtures/images";
export { m4aFixture } from "./audio-fixtures/m4a";
export { id3Tag, mp3Fixture } from "./audio-fixtures/mp3";
export { oggOpusFixture, oggPage, oggVorbisFixture } from "./audio-fixtures/ogg";
export { corruptWav, wavFixture } from "./audio-fixtures/wav";

/**
 * Wraps a ByteSource to record the length of every read, so a test can assert analysis stays within its
 * windows.
 *
 * @example const { reads, source } = recordingSource(bufferSource(bytes)); await analyseAudio(source, s);
 */
export function recordingSource(source: ByteSource): { reads: number[]; source: ByteSource } {
  const reads: number[] = [];
  return {
    reads,
    source: {
      size: source.size,
      read: (offset, length) => {
        reads.push(length);
        return source.read(offset, length);
      },
    },
  };
}
