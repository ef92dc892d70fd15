/** A ZIP storing `files` ([name, bytes]) uncompressed (see beat-files.mjs). */
export function storedZip(files: Array<[string, Uint8Array]>): Uint8Array;

export function beatFileStatements(
  input: {
    producerId: string;
    artistId: string;
    sources: Array<{
      trackId: string;
      key: string;
      size: number;
      durationMs: number;
      sampleRate: number;
      wav: Uint8Array;
    }>;
    putIfAbsent: (key: string, body: Uint8Array, contentType: string) => Promise<boolean>;
    cache: string;
  },
  now?: number,
): Promise<{ statements: string[]; files: Map<number, Record<string, string>> }>;
