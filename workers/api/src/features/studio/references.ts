import { sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { type FieldErrors, validationError } from "../../kit/errors";
import { albums } from "../catalogue/schema";
import { genres, moods, origins } from "../reference/schema";

/** The ids a track or album form may point at; undefined (unchanged) and null (cleared) are not checked. */
export interface References {
  genre_id?: string | null;
  mood_id?: string | null;
  origin_id?: string | null;
  album_id?: string | null;
}

const LOOKUPS = [
  ["genre_id", genres, "Choose an active genre."],
  ["mood_id", moods, "Choose an active mood."],
  ["origin_id", origins, "Choose an active origin."],
] as const;

/**
 * Throws a 422 naming every field that points at nothing usable: a genre, mood or origin that does not
 * exist or is inactive, an album the caller does not manage. ONE statement (a probe per id, by key).
 * The database guards the album again inside the write (migration 0017), so a race cannot slip past.
 *
 * @example await assertReferences(db, userId, { genre_id: "gen_…", album_id: "alb_…" });
 */
export async function assertReferences(db: Db, userId: string, refs: References): Promise<void> {
  const probes: [string, string, ReturnType<typeof sql>][] = [];
  for (const [field, table, message] of LOOKUPS) {
    const id = refs[field];
    if (id)
      probes.push([field, message, sql`exists (select 1 from ${table} where id = ${id} and status = 1)`]);
  }
  if (refs.album_id) {
    probes.push([
      "album_id",
      "Choose one of your albums.",
      sql`exists (select 1 from ${albums} where id = ${refs.album_id} and owner_user_id = ${userId})`,
    ]);
  }
  if (probes.length === 0) return;
  const columns = sql.join(
    probes.map(([, , probe], i) => sql`${probe} as ${sql.raw(`p${i}`)}`),
    sql`, `,
  );
  const [row] = await db.all<Record<string, number>>(sql`select ${columns}`);
  const errors: FieldErrors = {};
  probes.forEach(([field, message], i) => {
    if (!row?.[`p${i}`]) errors[field] = [message];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
