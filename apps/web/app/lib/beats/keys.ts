// The 24 keys a beat can be in, written as the api writes them (`C# minor`): the key filter offers these
// and sends one as it is. A copy of the api's MUSICAL_KEYS (keys.rules.ts), so the list page does not
// bundle the api; keys.test.ts compares the two.

const NOTES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"] as const;

export const MUSICAL_KEYS: readonly string[] = NOTES.flatMap((note) => [`${note} major`, `${note} minor`]);

/** Whether `text` is one of the 24 keys exactly as the api writes them. */
export const isMusicalKey = (text: string) => MUSICAL_KEYS.includes(text);
