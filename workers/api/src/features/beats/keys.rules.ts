/*
 * The 24 major and minor keys a beat can be in, written one way (`C# minor`), with what producers type
 * read into it: flats as their sharp (`Db` → `C#`), `m`/`min`/`maj` suffixes, any case. The marketplace
 * filters on the canonical name, so `Ebm` and `D# minor` find the same beats.
 */

const NOTES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"] as const;
const FLATS: Readonly<Record<string, string>> = { DB: "C#", EB: "D#", GB: "F#", AB: "G#", BB: "A#" };

export const MUSICAL_KEYS: readonly string[] = NOTES.flatMap((note) => [`${note} major`, `${note} minor`]);

/**
 * The canonical key `text` names, or null when it names none.
 *
 * @example canonicalKey("ebm") // "D# minor"
 */
export function canonicalKey(text: string): string | null {
  // `m` is minor and `M` major; the words in any case.
  const match =
    /^\s*([A-Ga-g])\s*([#♯b♭]?)\s*([Mm][Aa][Jj](?:[Oo][Rr])?|[Mm][Ii][Nn](?:[Oo][Rr])?|m|M)?\s*$/.exec(text);
  if (!match) return null;
  const [, letter, accidental, quality] = match;
  const base = letter!.toUpperCase();
  const note =
    accidental === "#" || accidental === "♯"
      ? `${base}#`
      : accidental === "b" || accidental === "♭"
        ? (FLATS[`${base}B`] ?? null)
        : base;
  if (!note || !(NOTES as readonly string[]).includes(note)) return null; // E#, B#, Cb, Fb
  const minor = quality === "m" || !!quality?.toLowerCase().startsWith("min");
  return `${note} ${minor ? "minor" : "major"}`;
}
