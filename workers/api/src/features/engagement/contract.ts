/**
 * Things a listener can like / save / follow / play. One polymorphic key keeps one table per verb; the
 * list lives here (not in schema.ts) so wire contracts can name it without importing drizzle.
 */
export const SUBJECT_TYPES = ["track", "album", "artist", "playlist", "nonstop"] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/**
 * Where a play can start: a subject's page or list, or the search results (`search`, which has no id).
 * Recorded with the play (`plays.context_*`) and counted as its source in the creator metrics.
 */
export const PLAY_CONTEXT_TYPES = [...SUBJECT_TYPES, "search"] as const;
export type PlayContextType = (typeof PLAY_CONTEXT_TYPES)[number];
