// A beat's file slots as the form shows them: the body field each fills, and what it takes. The api
// decides what a file really is (features/beats/files.rules); `accept` only narrows the file picker.
export const BEAT_FILE_SLOTS = {
  preview_track_id: {
    label: "Preview",
    hint: "What buyers hear in the market: an MP3 or WAV, voice-tagged if you like.",
    accept: "audio/*",
  },
  mp3_track_id: { label: "MP3", hint: "Delivered with every licence.", accept: ".mp3,audio/mpeg" },
  wav_track_id: { label: "WAV", hint: "Delivered from the Premium licence up.", accept: ".wav,audio/wav" },
  stems_track_id: {
    label: "Stems (ZIP)",
    hint: "One ZIP of the separate tracks, delivered from the Trackout licence up.",
    accept: ".zip,application/zip",
  },
} as const;

export type BeatFileField = keyof typeof BEAT_FILE_SLOTS;
export const BEAT_FILE_FIELDS = Object.keys(BEAT_FILE_SLOTS) as BeatFileField[];

/** The words for what publication still needs (the api's `missing_files`). */
export const MISSING_NAMES = {
  preview: "the preview",
  mp3: "the MP3",
  wav: "the WAV",
  stems: "the stems",
} as const;
