/**
 * The pure rules of the creator's track and album managers: the musical key grammar, the credit limits,
 * the album order check and how database guard messages map to field errors. No imports, so the wire
 * contracts can use them.
 */

/** BPM a track may declare. */
export const BPM_MIN = 20;
export const BPM_MAX = 300;
/** Longest lyrics, in characters. */
export const LYRICS_MAX = 10_000;
/** Most names per credit role, and the longest name. */
export const CREDITS_MAX = 20;
export const CREDIT_NAME_MAX = 100;
/** Most tracks an album's order may name. */
export const ALBUM_TRACKS_MAX = 200;

const KEY = /^([A-G])([#♯b♭]?)\s*(major|maj|minor|min|m)?$/i;

/**
 * A musical key in its canonical spelling, or null when the text is not a key. Accepts a note A–G with
 * an optional sharp/flat (`#`, `♯`, `b`, `♭`) followed by a mode: nothing, `maj` or `major` (major),
 * `m`, `min` or `minor` (minor), with or without a space. A capital `M` alone is refused: it means major
 * to some and minor to others. Canonical: "C# minor", "Bb major".
 *
 * @example normalizeMusicalKey("c#m") // "C# minor"
 * @example normalizeMusicalKey("F") // "F major"
 * @example normalizeMusicalKey("H dorian") // null
 */
export function normalizeMusicalKey(text: string): string | null {
  const match = KEY.exec(text.trim());
  if (!match || match[3] === "M") return null;
  const accidental = match[2] === "♯" ? "#" : match[2] === "♭" || match[2] === "B" ? "b" : (match[2] ?? "");
  const mode = (match[3] ?? "").toLowerCase();
  const minor = mode === "m" || mode === "min" || mode === "minor";
  return `${(match[1] as string).toUpperCase()}${accidental} ${minor ? "minor" : "major"}`;
}

/**
 * Why an album order is refused, or null: it must name each track at most once (membership and order
 * come from the list itself, so any of the caller's tracks may join or leave).
 *
 * @example albumOrderProblem(["a", "a"]) // "A track can appear only once."
 */
export function albumOrderProblem(trackIds: readonly string[]): string | null {
  if (new Set(trackIds).size !== trackIds.length) return "A track can appear only once.";
  if (trackIds.length > ALBUM_TRACKS_MAX) return `An album holds at most ${ALBUM_TRACKS_MAX} tracks.`;
  return null;
}

/** The guard messages migration 0017 raises, and the field each is reported on. */
export const GUARD_FIELDS: Readonly<Record<string, string>> = {
  "track-not-ready": "publication",
  "album-empty": "publication",
  "album-not-owned": "album_id",
};

/** The 422 text of each guard. */
export const GUARD_MESSAGES: Readonly<Record<string, string>> = {
  "track-not-ready": "Only a track whose audio is ready can be published.",
  "album-empty": "An album needs at least one ready track before it can be published.",
  "album-not-owned": "Choose one of your albums.",
};

/**
 * The guard a database error carries (`RAISE(ABORT, 'studio:<guard>')` in migration 0017), searched
 * through the error's cause chain the way D1 and drizzle wrap it; null when it is another error.
 *
 * @example guardOf(new Error("D1_ERROR: studio:track-not-ready: SQLITE_CONSTRAINT")) // "track-not-ready"
 */
export function guardOf(error: unknown): string | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const match = /studio:([a-z-]+)/.exec(e.message);
    if (match && (match[1] as string) in GUARD_FIELDS) return match[1] as string;
  }
  return null;
}

/**
 * The R2 key of a new cover: a fresh random suffix each time, so the long immutable cache of the images
 * route never serves an old picture under a new one's URL.
 *
 * @example coverKey("tracks", "trk_1", "png", "ab12") // "covers/tracks/trk_1-ab12.png"
 */
export function coverKey(kind: "albums" | "tracks", id: string, ext: string, random: string): string {
  return `covers/${kind}/${id}-${random}.${ext}`;
}

/** Largest cover upload (10 MB) and the smallest side (500 px). */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_MIN_SIDE = 500;

/**
 * Why a sniffed image cannot be a cover, or null.
 *
 * @example coverProblem({ width: 400, height: 800 }) // "The image must be at least 500×500 pixels (it is 400×800)."
 */
export function coverProblem(image: { width: number; height: number }): string | null {
  if (image.width < COVER_MIN_SIDE || image.height < COVER_MIN_SIDE) {
    return `The image must be at least ${COVER_MIN_SIDE}×${COVER_MIN_SIDE} pixels (it is ${image.width}×${image.height}).`;
  }
  return null;
}
