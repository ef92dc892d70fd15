/** The demo creator's written songs, writers, listings, views and the promoter's bid (see songs.mjs). */
export function songStatements(
  ids: {
    ownerId: string;
    artistId: string;
    bidderId: string;
    promoterWallet: string;
    genreId: (i: number) => string | null;
    moodId: (i: number) => string | null;
    demos: ({ key: string; size: number; durationMs: number } | undefined)[];
  },
  now: number,
): { statements: string[]; listed: number };

export function songId(i: number): string;

export const SONG_COUNT: number;
export const CO_WRITERS: string[];
