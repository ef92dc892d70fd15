// The admin lookups' dialog forms, one zod schema each, read by the dialog (checked before it is sent) and
// by the route's action (what the api receives): the api's rules (features/admin/lookups.contract.ts,
// user-types.contract.ts) with the api's messages, so a refusal reads the same from either side. The
// api checks again; its 422 field messages show under the same fields. lookup-forms.test.ts runs the
// same inputs through these and the api's own schemas.
import { parseAmount } from "@ngoma/currency";
import { z } from "zod";
import type {
  CreateLookupBody,
  CreateUserCategoryBody,
  CreateUserTypeBody,
  UpdateLookupBody,
  UpdateUserCategoryBody,
  UpdateUserTypeBody,
  UserTypeBounds,
} from "../api/contract";

export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 500;
/** The highest upgrade fee: $1,000 (the api's MAX_UPGRADE_FEE_CENTS). */
export const MAX_FEE_CENTS: UserTypeBounds["maxFeeCents"] = 100_000;

const title = z
  .string({ error: "Enter a title." })
  .trim()
  .min(1, "Enter a title.")
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters.`);

/** A blank description is "none" (null). */
const description = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters.`)
  .optional()
  .transform((value) => (value ? value : null));

/** Genres, moods and origins: create and edit take the same two fields. */
export const lookupForm = z.object({ title, description });

/** A user category: a lookup under a user type (chosen at create). */
export const createCategoryForm = z.object({
  type_id: z.string({ error: "Choose the user type." }).trim().min(1, "Choose the user type."),
  title,
  description,
});
export const updateCategoryForm = lookupForm;

/** What a user type grants, as one choice: a creator of one kind, or a promoter. */
export const GRANT_OPTIONS = [
  { value: "artist", label: "Creator: artist", role: "creator", kind: "artist" },
  { value: "producer", label: "Creator: producer", role: "creator", kind: "producer" },
  { value: "songwriter", label: "Creator: songwriter", role: "creator", kind: "songwriter" },
  { value: "promoter", label: "Promoter", role: "promoter", kind: null },
] as const satisfies readonly {
  value: string;
  label: string;
  role: UserTypeBounds["roles"][number];
  kind: UserTypeBounds["kinds"][number] | null;
}[];
type Grant = (typeof GRANT_OPTIONS)[number]["value"];

/** The fee as typed, in US dollars ("5", "5.00", "$1,000") → whole cents, 0 … $1,000. */
const feeDollars = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return 0;
    const cents = parseAmount(value, "USD");
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "Enter the fee in dollars, e.g. 5 or 5.00." });
      return z.NEVER;
    }
    if (cents > MAX_FEE_CENTS) {
      ctx.addIssue({ code: "custom", message: "The fee can be at most $1,000." });
      return z.NEVER;
    }
    return cents;
  });

/** A checkbox: present ("on") is true. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

export const createUserTypeForm = z.object({
  title,
  grants: z.enum(GRANT_OPTIONS.map((g) => g.value) as [Grant, ...Grant[]], "Choose what the type grants."),
  fee: feeDollars,
  needs_evidence: checkbox,
});

/** What a type grants never changes once it exists: the edit form has no `grants`. */
export const updateUserTypeForm = z.object({ title, fee: feeDollars, needs_evidence: checkbox });

/** The create body the api receives for a genre, mood or origin. */
export function lookupBody(data: z.output<typeof lookupForm>): CreateLookupBody & UpdateLookupBody {
  return { title: data.title, description: data.description };
}

export function createCategoryBody(data: z.output<typeof createCategoryForm>): CreateUserCategoryBody {
  return { type_id: data.type_id, title: data.title, description: data.description };
}

export function updateCategoryBody(data: z.output<typeof updateCategoryForm>): UpdateUserCategoryBody {
  return { title: data.title, description: data.description };
}

export function createUserTypeBody(data: z.output<typeof createUserTypeForm>): CreateUserTypeBody {
  const grant = GRANT_OPTIONS.find((g) => g.value === data.grants) ?? GRANT_OPTIONS[3];
  return {
    title: data.title,
    grants_role: grant.role,
    creator_kind: grant.kind,
    fee_cents: data.fee,
    needs_evidence: data.needs_evidence,
  };
}

export function updateUserTypeBody(data: z.output<typeof updateUserTypeForm>): UpdateUserTypeBody {
  return { title: data.title, fee_cents: data.fee, needs_evidence: data.needs_evidence };
}

/** A type's grant as the form's choice (to label a row or preselect). */
export function grantOf(type: { grants_role: string; creator_kind: string | null }): Grant {
  return type.grants_role === "promoter" ? "promoter" : ((type.creator_kind ?? "artist") as Grant);
}

/** Cents → the dollars an input starts with ("5.00"; "" for free). */
export function dollarsText(cents: number): string {
  return cents > 0 ? (cents / 100).toFixed(2) : "";
}
