/**
 * The pure rules behind every resource managed through `resourceRoutes`: the spec §8 success messages,
 * the status toggle (spec §4: 1 active, 0 inactive) and the normalised title lookups are unique on.
 */

/** The verbs of the spec §8 per-entity success messages. */
export type ResourceVerb = "Added" | "Updated" | "Deleted" | "Activated" | "Deactivated";

/** Spec §4 status of a toggled row. */
export type Status = 0 | 1;

/**
 * The §8 success message for an entity, e.g. "Genre Added", "Album Deactivated".
 *
 * @example resourceMessage("Genre", "Added") // "Genre Added"
 */
export function resourceMessage(entity: string, verb: ResourceVerb): string {
  return `${entity} ${verb}`;
}

/**
 * The verb a status change reads as.
 *
 * @example statusVerb(0) // "Deactivated"
 */
export function statusVerb(status: Status): ResourceVerb {
  return status === 1 ? "Activated" : "Deactivated";
}

/**
 * The form titles are unique on: trimmed, single-spaced, lower-case, Unicode NFKC, so "Hip  Hop" and
 * "hip hop" are the same lookup and a visually identical full-width spelling cannot sneak past.
 *
 * @example normalizeTitle("  Hip   HOP ") // "hip hop"
 */
export function normalizeTitle(title: string): string {
  return title.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * The columns a new or changed title sets: the title and its normalised form (nothing when unchanged).
 *
 * @example titleColumns("Hip  Hop") // { title: "Hip  Hop", normalizedTitle: "hip hop" }
 */
export function titleColumns(title: string | undefined): { title?: string; normalizedTitle?: string } {
  return title === undefined ? {} : { title, normalizedTitle: normalizeTitle(title) };
}

/**
 * The 409 text for a row that other rows still use: says where, so an admin knows what to change first.
 *
 * @example inUseMessage("Genre", [["tracks", 3], ["albums", 1]]) // "Genre is in use by 3 tracks and 1 album; deactivate it instead."
 */
export function inUseMessage(entity: string, uses: ReadonlyArray<readonly [string, number]>): string {
  const parts = uses.filter(([, n]) => n > 0).map(([what, n]) => `${n} ${n === 1 ? singular(what) : what}`);
  const where = parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `${entity} is in use by ${where}; deactivate it instead.`;
}

/** The singular of the plural nouns uses are labelled with ("tracks", "categories"). */
const singular = (plural: string) =>
  plural.endsWith("ies") ? `${plural.slice(0, -3)}y` : plural.endsWith("s") ? plural.slice(0, -1) : plural;

/**
 * The message of a bulk status change: how many of what, and which way.
 *
 * @example bulkStatusMessage("User category", 3, 0) // "3 user categories deactivated"
 */
export function bulkStatusMessage(entity: string, count: number, status: Status): string {
  const noun = entity.toLowerCase();
  const what = count === 1 ? noun : plural(noun);
  return `${count} ${what} ${statusVerb(status).toLowerCase()}`;
}

/** The plural of a lower-case singular noun ("genre", "category"). */
const plural = (noun: string) =>
  /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : noun.endsWith("s") ? `${noun}es` : `${noun}s`;
