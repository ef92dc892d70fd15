import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";

/**
 * The admin-managed lookup tables of spec §3 (genre, mood, origin) share one shape: a title, its
 * normalized form (Unicode NFKC, lower-case, trimmed, single-spaced; unique so "Hip Hop" and
 * "hip  hop" collide), and status 1 active / 0 inactive. Index names start with the table's name.
 */
function lookupTable<N extends string>(name: N) {
  return sqliteTable(
    name,
    {
      id: text("id").primaryKey(),
      title: text("title").notNull(),
      normalizedTitle: text("normalized_title").notNull(),
      description: text("description"),
      status: integer("status").notNull().default(1),
      createdAt: createdAt(),
      updatedAt: timestamp("updated_at").notNull(),
    },
    (t) => [
      uniqueIndex(`${name}_normalized_title_uq`).on(t.normalizedTitle),
      index(`${name}_status_title_idx`).on(t.status, t.normalizedTitle),
    ],
  );
}

export const genres = lookupTable("genres");
export const moods = lookupTable("moods");
export const origins = lookupTable("origins");

/** Countries the service is offered in (spec §7 `/user/requirements/access_countries`). */
export const accessCountries = sqliteTable(
  "access_countries",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    currency: text("currency").notNull(),
    status: integer("status").notNull().default(1),
  },
  (t) => [index("access_countries_status_name_idx").on(t.status, t.name)],
);
