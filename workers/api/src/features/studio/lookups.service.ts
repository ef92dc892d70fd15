import { asc, eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { genres, moods, origins } from "../reference/schema";
import type { CreatorLookups } from "./lookups.contract";

/** More than any admin keeps active; a bound so the call's cost cannot grow with the tables. */
const MAX_CHOICES = 500;

/**
 * The choices of the track and album forms: active lookups only (a deactivated one stays on the rows
 * that have it but is offered to no one), each list one index walk of `<table>_status_title_idx`.
 *
 * @example const { genres } = await creatorLookups(db); // [{ id: "gen_…", title: "Afrobeats" }, …]
 */
export async function creatorLookups(db: Db): Promise<CreatorLookups> {
  const active = (table: typeof genres | typeof moods | typeof origins) =>
    db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(eq(table.status, 1))
      .orderBy(asc(table.normalizedTitle))
      .limit(MAX_CHOICES);
  const [g, m, o] = await Promise.all([active(genres), active(moods), active(origins)]);
  return { genres: g, moods: m, origins: o };
}
