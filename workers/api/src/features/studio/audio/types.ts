import type { AudioFormat, FileFormat } from "../../catalogue";

/**
 * Random access to a stored file's bytes (an R2 object through ranged reads, or a buffer in tests), so
 * a 200 MB upload is read in windows and never held whole in a Worker's memory.
 */
export interface ByteSource {
  /** The file's size in bytes. */
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer only at the end of the file). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** What the bytes say a file is. */
export interface SniffedAudio {
  format: AudioFormat;
  /** The content type the file is served with (`audio/wav`, `audio/mpeg`, `audio/flac`, `audio/ogg`, `audio/mp4`, `audio/aac`). */
  contentType: string;
}

/** What the bytes say an upload is: audio, or (a beat's stems) a ZIP archive. */
export interface SniffedFile {
  format: FileFormat;
  contentType: string;
}

/** The technical facts of a file, read from its own headers. */
export interface AudioFacts extends SniffedAudio {
  /** `pcm_s16le`, `mp3`, `flac`, `opus`, `vorbis`, `aac` … */
  codec: string;
  durationMs: number;
  sampleRate: number;
  channels: number;
  /** Average bits per second over the whole file. */
  bitrate: number;
}

/** What the decoded samples say (docs/decisions/0610); each value null where the signal gives none. */
export interface AudioSignal {
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
  loudnessRangeLu: number | null;
  bpm: number | null;
  /** 0–1. */
  bpmConfidence: number | null;
  firstBeatMs: number | null;
  firstDownbeatMs: number | null;
  mixInMs: number | null;
  mixOutMs: number | null;
  gridStable: boolean | null;
  /** The algorithm that measured it (`ANALYSIS_VERSION`). */
  analysisVersion: number;
}

/**
 * Facts plus the waveform (`points` peak levels, 0–255: exact from the samples where the format is
 * decoded, else the header envelope), and the signal's measures where it could be decoded.
 */
export interface AudioAnalysis {
  facts: AudioFacts;
  peaks: Uint8Array;
  /** Null for formats without a decoder (AAC, M4A, Ogg) and for files the decoder could not read. */
  signal: AudioSignal | null;
}

/** A file that is not audio Ngoma can read, with a reason a creator can act on. */
export class UnreadableAudio extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UnreadableAudio";
  }
}

/** What an image's bytes say it is. */
export interface SniffedImage {
  format: "jpeg" | "png" | "webp";
  contentType: "image/jpeg" | "image/png" | "image/webp";
  width: number;
  height: number;
}
