/** The demo creator's beats, tiers and listings as single-line SQL statements (see beats.mjs). */
export function beatStatements(
  ids: { producerId: string; genreId: (i: number) => string | null; moodId: (i: number) => string | null },
  now: number,
): { statements: string[]; listed: number; pending: number };

export function beatId(i: number): string;
