import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";
import { UPGRADE_CREATOR_KINDS, UPGRADE_ROLES } from "./upgrade-grants";

/**
 * The columns of an admin-managed spec §3 lookup after its id (and, for a category, its type): a title,
 * its normalized form (Unicode NFKC, lower-case, trimmed, single-spaced; unique so "Hip Hop" and
 * "hip  hop" collide), a description, and status 1 active / 0 inactive.
 */
function lookupColumns() {
  return {
    title: text("title").notNull(),
    normalizedTitle: text("normalized_title").notNull(),
    description: text("description"),
    status: integer("status").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull(),
  };
}

/**
 * The lookup tables of genres, moods and origins: an id and the lookup columns. Index names start with
 * the table's name.
 */
function lookupTable<N extends string>(name: N) {
  return sqliteTable(name, { id: text("id").primaryKey(), ...lookupColumns() }, (t) => [
    uniqueIndex(`${name}_normalized_title_uq`).on(t.normalizedTitle),
    index(`${name}_status_title_idx`).on(t.status, t.normalizedTitle),
  ]);
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

/**
 * The account types a listener can apply for (`/upgrade`). Each maps to the role an approval grants (a
 * creator of one kind, or a promoter), carries its upgrade fee in US cents (0 = free) and whether an
 * application must give evidence links. A spec §3 lookup: title, normalised title (unique), status.
 */
export const userTypes = sqliteTable(
  "user_types",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    normalizedTitle: text("normalized_title").notNull(),
    grantsRole: text("grants_role", { enum: UPGRADE_ROLES }).notNull(),
    /** The creator kind granted; null for promoters. */
    creatorKind: text("creator_kind", { enum: UPGRADE_CREATOR_KINDS }),
    feeCents: integer("fee_cents").notNull().default(0),
    needsEvidence: integer("needs_evidence", { mode: "boolean" }).notNull().default(false),
    status: integer("status").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("user_types_normalized_title_uq").on(t.normalizedTitle),
    index("user_types_status_title_idx").on(t.status, t.normalizedTitle),
    check("user_types_fee_ck", sql`${t.feeCents} >= 0`),
    check(
      "user_types_grant_ck",
      sql`(${t.grantsRole} = 'creator' AND ${t.creatorKind} IS NOT NULL) OR (${t.grantsRole} = 'promoter' AND ${t.creatorKind} IS NULL)`,
    ),
  ],
);

/**
 * The categories of a user type (under Promoter: Radio presenter, Club DJ, Playlist curator …). A spec §3
 * lookup with a description; titles are unique within their type.
 */
export const userCategories = sqliteTable(
  "user_categories",
  {
    id: text("id").primaryKey(),
    typeId: text("type_id")
      .notNull()
      .references(() => userTypes.id, { onDelete: "restrict" }),
    ...lookupColumns(),
  },
  (t) => [
    uniqueIndex("user_categories_type_title_uq").on(t.typeId, t.normalizedTitle),
    index("user_categories_type_status_idx").on(t.typeId, t.status, t.normalizedTitle),
    index("user_categories_status_title_idx").on(t.status, t.normalizedTitle),
  ],
);
