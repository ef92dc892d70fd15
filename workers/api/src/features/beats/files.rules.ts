import type { FileFormat } from "../catalogue/studio-values";
import { type Deliverable, type LicenceTier, TIER_FILES } from "./licences.rules";

/*
 * A beat's files (docs/decisions/0802): a preview anyone may hear while it is listed, and the deliverables
 * its tiers promise. Pure: the service reads the uploads and asks these what is allowed and what is missing.
 */

/** The body fields naming a beat's files by their upload's track id. */
export const FILE_FIELDS = ["preview_track_id", "mp3_track_id", "wav_track_id", "stems_track_id"] as const;
export type FileField = (typeof FILE_FIELDS)[number];

const AUDIO: readonly FileFormat[] = ["wav", "mp3", "flac", "ogg", "m4a", "aac"];

/** What each field accepts, and how a wrong file is told. */
export const FILE_SLOTS: Readonly<Record<FileField, { formats: readonly FileFormat[]; wrong: string }>> = {
  preview_track_id: { formats: AUDIO, wrong: "The preview is an audio file (MP3 or WAV, say)." },
  mp3_track_id: { formats: ["mp3"], wrong: "The MP3 file must be an MP3." },
  wav_track_id: { formats: ["wav"], wrong: "The WAV file must be a WAV." },
  stems_track_id: { formats: ["zip"], wrong: "The stems are one ZIP archive." },
};

/** The field holding each deliverable. */
export const DELIVERABLE_FIELD: Readonly<Record<Deliverable, FileField>> = {
  mp3: "mp3_track_id",
  wav: "wav_track_id",
  stems: "stems_track_id",
};

/**
 * What a beat still lacks to be published with `tiers`: the preview, and each file a tier delivers.
 *
 * @example missingFiles({ preview_track_id: "trk_1", mp3_track_id: null, wav_track_id: null, stems_track_id: null }, ["basic"]) // ["mp3"]
 */
export function missingFiles(
  files: Readonly<Record<FileField, string | null>>,
  tiers: readonly LicenceTier[],
): Array<"preview" | Deliverable> {
  const missing: Array<"preview" | Deliverable> = files.preview_track_id ? [] : ["preview"];
  const needed = new Set(tiers.flatMap((t) => TIER_FILES[t]));
  for (const file of ["mp3", "wav", "stems"] as const)
    if (needed.has(file) && !files[DELIVERABLE_FIELD[file]]) missing.push(file);
  return missing;
}

const NAMES = { preview: "the preview", mp3: "the MP3", wav: "the WAV", stems: "the stems (ZIP)" } as const;

/**
 * The sentence a producer reads when a beat cannot be on sale without some files.
 *
 * @example missingMessage(["preview", "wav"]) // "Add the preview and the WAV first: the tiers you offer deliver them."
 */
export function missingMessage(missing: ReadonlyArray<"preview" | Deliverable>): string {
  const names = missing.map((m) => NAMES[m]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return `Add ${list} first: the tiers you offer deliver them.`;
}

/**
 * `files` with every file whose upload is not processed yet (per `states`, by track id) as missing: what
 * publication may count on.
 *
 * @example readyOnly({ ...none, mp3_track_id: "t1" }, new Map([["t1", "processing"]])).mp3_track_id // null
 */
export function readyOnly(
  files: Readonly<Record<FileField, string | null>>,
  states: ReadonlyMap<string, string>,
): Record<FileField, string | null> {
  const ready = { ...files };
  for (const field of FILE_FIELDS) {
    const id = ready[field];
    if (id && states.get(id) !== "ready") ready[field] = null;
  }
  return ready;
}
