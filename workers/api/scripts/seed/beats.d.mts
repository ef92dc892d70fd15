/** The demo creator's beats, tiers and listings as single-line SQL statements (see beats.mjs). */
export function beatStatements(
  ids: {
    producerId: string;
    genreId: (i: number) => string | null;
    moodId: (i: number) => string | null;
    files?: Map<number, Record<string, string>>;
  },
  now: number,
): { statements: string[]; listed: number; pending: number };

export function beatId(i: number): string;

export const BEAT_COUNT: number;
