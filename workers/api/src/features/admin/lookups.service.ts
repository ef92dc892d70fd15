import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { normalizeTitle, titleColumns } from "../../kit/resources/rules";
import { resourceService } from "../../kit/resources/service";
import type { Use } from "../../kit/resources/spec";
import { albums, artists, tracks } from "../catalogue/schema";
import { nonstops } from "../collections/schema";
import { genres, moods, origins } from "../reference/schema";
import type { LOOKUP_SORTS, LookupItem } from "./lookups.contract";

type LookupTable = typeof genres | typeof moods | typeof origins;

/**
 * How every admin lookup lists (genres … user categories): by title, sortable by `LOOKUP_SORTS`,
 * searched by title prefix.
 */
export function lookupListing(table: {
  normalizedTitle: SQLiteColumn;
  createdAt: SQLiteColumn;
  status: SQLiteColumn;
}) {
  const sorts: Record<(typeof LOOKUP_SORTS)[number], SQLiteColumn> = {
    title: table.normalizedTitle,
    created_at: table.createdAt,
    status: table.status,
  };
  return {
    order: [{ column: table.normalizedTitle, direction: "asc" as const }],
    sorts,
    search: { column: table.normalizedTitle, normalize: normalizeTitle },
  };
}

/** The columns a change of a described lookup sets (genres … user categories): its title, its description. */
export function describedLookupChange(input: { title?: string; description?: string | null }) {
  return {
    ...titleColumns(input.title),
    ...(input.description === undefined ? {} : { description: input.description }),
  };
}

/** The fields every admin lookup shows the same way (genres … user categories). */
export function lookupFields(row: {
  id: string;
  title: string;
  normalizedTitle: string;
  status: number;
  createdAt: Date;
  updatedAt: Date;
}) {
  return {
    id: row.id,
    title: row.title,
    normalized_title: row.normalizedTitle,
    status: row.status === 1 ? (1 as const) : (0 as const),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the rows of a lookup table look like on the wire. */
function toLookupItem(row: (typeof genres)["$inferSelect"]): LookupItem {
  return { ...lookupFields(row), description: row.description };
}

function lookupService<T extends LookupTable>(
  entity: string,
  auditEntity: string,
  idPrefix: string,
  table: T,
  uses: Use[],
) {
  return resourceService({
    entity,
    idPrefix,
    table,
    audit: { entity: auditEntity },
    ...lookupListing(table),
    unique: { field: "title", message: `A ${entity.toLowerCase()} with this title already exists.` },
    uses,
    toView: toLookupItem,
    insertValues: (input: { title: string; description?: string | null }, actor) => ({
      ...titleColumns(input.title),
      description: input.description ?? null,
      status: 1,
      createdAt: actor.now,
    }),
    updateValues: describedLookupChange,
  });
}

/** Genres: tracks, albums and non-stop streams point at them. */
export const genreService = lookupService("Genre", "genre", "gen", genres, [
  { label: "tracks", table: tracks, column: tracks.genreId },
  { label: "albums", table: albums, column: albums.genreId },
  { label: "nonstops", table: nonstops, column: nonstops.genreId },
]);

/** Moods: tracks and non-stop streams point at them. */
export const moodService = lookupService("Mood", "mood", "mod", moods, [
  { label: "tracks", table: tracks, column: tracks.moodId },
  { label: "nonstops", table: nonstops, column: nonstops.moodId },
]);

/** Origins: tracks and artists point at them. */
export const originService = lookupService("Origin", "origin", "org", origins, [
  { label: "tracks", table: tracks, column: tracks.originId },
  { label: "artists", table: artists, column: artists.originId },
]);
