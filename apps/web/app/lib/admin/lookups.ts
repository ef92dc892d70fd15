// What the reference-data pages share on both sides of the wire: the lists' URL specs, the pages' and
// messages' names.
import { ADMIN_PAGES } from "./paths";
import type { TableSpec } from "./table-state";

/** Every lookup list sorts by these (`?sort=title|created_at|status`). */
export const LOOKUP_SPEC: TableSpec = { sorts: ["title", "created_at", "status"] };
/** User categories also filter by their type (`?type_id=`). */
export const CATEGORY_SPEC: TableSpec = { ...LOOKUP_SPEC, filters: { type_id: "text" } };

export type SimpleLookup = "genres" | "moods" | "origins";

/** A simple lookup's names (§8 entity, headings) and page. */
export const SIMPLE_LOOKUPS: Record<
  SimpleLookup,
  { one: string; many: string; noun: string; nouns: string; path: string; text: string }
> = {
  genres: {
    one: "Genre",
    many: "Genres",
    noun: "genre",
    nouns: "genres",
    path: ADMIN_PAGES.genres,
    text: "The genres creators tag their tracks and albums with, and listeners browse by.",
  },
  moods: {
    one: "Mood",
    many: "Moods",
    noun: "mood",
    nouns: "moods",
    path: ADMIN_PAGES.moods,
    text: "The moods a track can carry.",
  },
  origins: {
    one: "Origin",
    many: "Origins",
    noun: "origin",
    nouns: "origins",
    path: ADMIN_PAGES.origins,
    text: "Where a track's music comes from.",
  },
};
