/** Things a listener can like / save / follow / play. One polymorphic key keeps one table per verb. */
export const SUBJECT_TYPES = ["track", "album", "artist", "playlist", "nonstop"] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
