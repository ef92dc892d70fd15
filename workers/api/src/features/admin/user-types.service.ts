import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { fieldError } from "../../kit/errors";
import { titleColumns } from "../../kit/resources/rules";
import { resourceService } from "../../kit/resources/service";
import { userCategories, userTypes } from "../reference/schema";
import { userApplications } from "../upgrades/schema";
import { describedLookupChange, lookupFields, lookupListing } from "./lookups.service";
import type {
  CreateUserCategoryBody,
  CreateUserTypeBody,
  UpdateUserCategoryBody,
  UpdateUserTypeBody,
  UserCategory,
  UserType,
} from "./user-types.contract";

function toUserType(row: (typeof userTypes)["$inferSelect"]): UserType {
  return {
    ...lookupFields(row),
    grants_role: row.grantsRole,
    creator_kind: row.creatorKind,
    fee_cents: row.feeCents,
    needs_evidence: row.needsEvidence,
  };
}

/** User types: categories and applications point at them, so a type in use can only be deactivated. */
export const userTypeService = resourceService<
  typeof userTypes,
  CreateUserTypeBody,
  UpdateUserTypeBody,
  UserType
>({
  entity: "User type",
  idPrefix: "utp",
  table: userTypes,
  audit: { entity: "user_type" },
  ...lookupListing(userTypes),
  unique: { field: "title", message: "A user type with this title already exists." },
  uses: [
    { label: "categories", table: userCategories, column: userCategories.typeId },
    { label: "applications", table: userApplications, column: userApplications.typeId },
  ],
  toView: toUserType,
  insertValues: (input, actor) => ({
    ...titleColumns(input.title),
    grantsRole: input.grants_role,
    creatorKind: input.grants_role === "creator" ? (input.creator_kind ?? null) : null,
    feeCents: input.fee_cents ?? 0,
    needsEvidence: input.needs_evidence ?? false,
    status: 1,
    createdAt: actor.now,
  }),
  updateValues: (input) => ({
    ...titleColumns(input.title),
    ...(input.fee_cents === undefined ? {} : { feeCents: input.fee_cents }),
    ...(input.needs_evidence === undefined ? {} : { needsEvidence: input.needs_evidence }),
  }),
});

/** The views of categories with their type's title, in one extra statement per page. */
async function categoryViews(
  db: Db,
  rows: (typeof userCategories)["$inferSelect"][],
): Promise<UserCategory[]> {
  const typeIds = [...new Set(rows.map((r) => r.typeId))];
  const types = typeIds.length
    ? await db
        .select({ id: userTypes.id, title: userTypes.title })
        .from(userTypes)
        .where(inArray(userTypes.id, typeIds))
    : [];
  const titleOf = new Map(types.map((t) => [t.id, t.title]));
  return rows.map((row) => ({
    ...lookupFields(row),
    type: { id: row.typeId, title: titleOf.get(row.typeId) ?? "" },
    description: row.description,
  }));
}

/**
 * User categories, listed by title, optionally within one type (`?type_id=`, `type/{typeId}`);
 * applications point at them, so a category in use can only be deactivated.
 */
export const userCategoryService = resourceService<
  typeof userCategories,
  CreateUserCategoryBody,
  UpdateUserCategoryBody,
  UserCategory
>({
  entity: "User category",
  idPrefix: "ucat",
  table: userCategories,
  audit: { entity: "user_category" },
  ...lookupListing(userCategories),
  filters: { type_id: userCategories.typeId },
  uses: [{ label: "applications", table: userApplications, column: userApplications.categoryId }],
  unique: { field: "title", message: "This user type already has a category with this title." },
  loadViews: categoryViews,
  check: async (db, _actor, input) => {
    if (!("type_id" in input) || input.type_id === undefined) return;
    const [type] = await db
      .select({ id: userTypes.id })
      .from(userTypes)
      .where(eq(userTypes.id, input.type_id))
      .limit(1);
    if (!type) throw fieldError("type_id", "This user type does not exist.");
  },
  insertValues: (input, actor) => ({
    typeId: input.type_id,
    ...titleColumns(input.title),
    description: input.description ?? null,
    status: 1,
    createdAt: actor.now,
  }),
  updateValues: describedLookupChange,
});
