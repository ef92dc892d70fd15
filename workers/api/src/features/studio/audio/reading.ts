/** What one format's analyser reads from a file; `analyseAudio` turns it into facts and checks it. */
export interface FormatReading {
  codec: string;
  /** Exact duration, before rounding to milliseconds. */
  seconds: number;
  sampleRate: number;
  channels: number;
  /** `points` levels, 0–255. */
  peaks: Uint8Array;
}
