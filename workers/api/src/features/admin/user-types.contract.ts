import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { ResourceListQuery, sortQuery } from "../../kit/resources/contract";
import { UPGRADE_CREATOR_KINDS, UPGRADE_ROLES } from "../reference/upgrade-grants";
import {
  LOOKUP_SORTS,
  lookupChange,
  lookupCreateFields,
  lookupItemFields,
  lookupTitle,
} from "./lookups.contract";

/** The highest upgrade fee an admin can set: $1,000. */
export const MAX_UPGRADE_FEE_CENTS = 100_000;

const feeCents = z
  .number({ error: "Enter the fee in cents." })
  .int("The fee is a whole number of cents.")
  .min(0, "The fee cannot be negative.")
  .max(MAX_UPGRADE_FEE_CENTS, "The fee can be at most $1,000.");
const needsEvidence = z.boolean({ error: "Say whether applications need evidence links." });

/** A user type as the admin console reads it. */
export const UserType = z
  .object({
    ...lookupItemFields,
    grants_role: z.enum(UPGRADE_ROLES),
    creator_kind: z.enum(UPGRADE_CREATOR_KINDS).nullable(),
    fee_cents: z.number().int(),
    needs_evidence: z.boolean(),
  })
  .openapi("UserType");
export type UserType = z.infer<typeof UserType>;

/** `create`: what the type grants is fixed here (a creator of one kind, or a promoter). */
export const CreateUserTypeBody = z
  .object({
    title: lookupTitle,
    grants_role: z.enum(UPGRADE_ROLES, { error: "Choose creator or promoter." }),
    creator_kind: z
      .enum(UPGRADE_CREATOR_KINDS, { error: "Choose artist, producer or songwriter." })
      .nullable()
      .optional(),
    fee_cents: feeCents.optional(),
    needs_evidence: needsEvidence.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.grants_role === "creator" && !body.creator_kind) {
      ctx.addIssue({
        code: "custom",
        path: ["creator_kind"],
        message: "Choose the kind of creator it grants.",
      });
    }
    if (body.grants_role === "promoter" && body.creator_kind) {
      ctx.addIssue({
        code: "custom",
        path: ["creator_kind"],
        message: "A promoter type grants no creator kind.",
      });
    }
  })
  .openapi("CreateUserTypeBody");
export type CreateUserTypeBody = z.infer<typeof CreateUserTypeBody>;

/** `update/{id}`: the title, fee and evidence rule; what a type grants never changes once it exists. */
export const UpdateUserTypeBody = z
  .object({
    title: lookupTitle.optional(),
    fee_cents: feeCents.optional(),
    needs_evidence: needsEvidence.optional(),
  })
  .strict()
  .refine((b) => b.title !== undefined || b.fee_cents !== undefined || b.needs_evidence !== undefined, {
    error: "Change the title, the fee or the evidence rule.",
  })
  .openapi("UpdateUserTypeBody");
export type UpdateUserTypeBody = z.infer<typeof UpdateUserTypeBody>;

/** A user category: a lookup under one user type. */
export const UserCategory = z
  .object({
    ...lookupItemFields,
    type: z.object({ id: z.string(), title: z.string() }),
    description: z.string().nullable(),
  })
  .openapi("UserCategory");
export type UserCategory = z.infer<typeof UserCategory>;

export const CreateUserCategoryBody = z
  .object({
    type_id: z.string({ error: "Choose the user type." }).min(1, "Choose the user type."),
    ...lookupCreateFields,
  })
  .strict()
  .openapi("CreateUserCategoryBody");
export type CreateUserCategoryBody = z.infer<typeof CreateUserCategoryBody>;

export const UpdateUserCategoryBody = lookupChange.openapi("UpdateUserCategoryBody");
export type UpdateUserCategoryBody = z.infer<typeof UpdateUserCategoryBody>;

/** `?type_id=` narrows the categories to one type (also reached as `type/{typeId}`). */
export const UserCategoryListQuery = ResourceListQuery.extend(sortQuery(LOOKUP_SORTS).shape).extend({
  type_id: z
    .string()
    .max(64)
    .optional()
    .openapi({ param: { name: "type_id", in: "query" } }),
});

export const UserTypePage = pageSchema(UserType).openapi("UserTypePage");
export const UserCategoryPage = pageSchema(UserCategory).openapi("UserCategoryPage");
