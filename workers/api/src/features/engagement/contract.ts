/**
 * Things a listener can like / save / follow / play. One polymorphic key keeps one table per verb; the
 * list lives here (not in schema.ts) so wire contracts can name it without importing drizzle.
 */
export const SUBJECT_TYPES = ["track", "album", "artist", "playlist", "nonstop"] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
