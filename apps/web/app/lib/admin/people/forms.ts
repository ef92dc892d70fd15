// The admin people forms, one zod schema each, read by the dialog (checked before it is sent) and by the
// route's action (what the api receives): the same rules and messages as the api's contracts. Roles are
// checkboxes (`grant_creator_artist`, `grant_promoter`, …) gathered into the `roles` list the api takes.
import { z } from "zod";
import type {
  AdminRoleGrant,
  AdminUserRow,
  CreateAdminUserBody,
  UpdateAdminUserBody,
  UpgradeBounds,
} from "../../api/contract";

export const DECISION_REASON_MIN: UpgradeBounds["reasonMin"] = 5;
export const DECISION_REASON_MAX: UpgradeBounds["reasonMax"] = 500;
/** The admin's reason for an account change (the api's AdminReason). */
export const ADMIN_REASON_MIN = 5;
export const ADMIN_REASON_MAX = 500;

export type AdminRole = AdminUserRow["roles"][number];
export type CreatorKind = AdminUserRow["creator_kinds"][number];

export const ADMIN_ROLES = [
  "listener",
  "creator",
  "promoter",
  "admin",
] as const satisfies readonly AdminRole[];
export const CREATOR_KINDS = ["artist", "producer", "songwriter"] as const satisfies readonly CreatorKind[];

const capitalised = <V extends string>(value: V) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
});
/** The roles as choices ("Creator"): the users list's filter and "Create user". */
export const ROLE_OPTIONS = ADMIN_ROLES.map(capitalised);
/** A creator's kinds as choices ("Producer"). */
export const KIND_OPTIONS = CREATOR_KINDS.map(capitalised);

// ---- The decision on an application (its page, or the applicant's user page)

const decision = z.enum(["approve", "reject"], { error: "Choose approve or reject." });
const decisionReason = z
  .string({ error: "Give the reason as text." })
  .trim()
  .max(DECISION_REASON_MAX, `Keep the reason to ${DECISION_REASON_MAX} characters or fewer.`)
  .optional()
  .transform((value) => (value ? value : undefined));

function requireRejectReason(body: { decision: string; reason?: string | undefined }, ctx: z.RefinementCtx) {
  if (body.decision === "reject" && (body.reason ?? "").length < DECISION_REASON_MIN) {
    ctx.addIssue({
      code: "custom",
      path: ["reason"],
      message: `Tell the applicant why, in at least ${DECISION_REASON_MIN} characters.`,
    });
  }
}

/** Approve (a reason is optional) or reject (a reason of 5–500 characters is required). */
export const decisionForm = z.object({ decision, reason: decisionReason }).superRefine(requireRejectReason);

/** The same decision from a user's page: which of their applications. */
export const userDecisionForm = z
  .object({
    application_id: z.string({ error: "Choose the application to decide." }).trim().min(1),
    decision,
    reason: decisionReason,
  })
  .superRefine(requireRejectReason);

// ---- Accounts

const name = z
  .string({ error: "Name is required." })
  .trim()
  .min(2, "Name must be at least 2 characters.")
  .max(80, "Name must be at most 80 characters.");
const country = z
  .string()
  .trim()
  .toUpperCase()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!/^[A-Z]{2}$/.test(value)) {
      ctx.addIssue({ code: "custom", message: "Use a two-letter country code, e.g. UG." });
      return z.NEVER;
    }
    return value;
  });
const reason = z
  .string({ error: "Give a reason." })
  .trim()
  .min(ADMIN_REASON_MIN, `The reason must be at least ${ADMIN_REASON_MIN} characters.`)
  .max(ADMIN_REASON_MAX, `The reason must be at most ${ADMIN_REASON_MAX} characters.`);

/** "Create user": name, e-mail, country, the role it starts with, and a creator's kind. */
export const createUserForm = z
  .object({
    name,
    email: z
      .string({ error: "E-mail is required." })
      .trim()
      .toLowerCase()
      .max(254, "E-mail is too long.")
      .pipe(z.email("Enter a valid e-mail address.")),
    country,
    role: z.enum(ADMIN_ROLES, { error: "Role is listener, creator, promoter or admin." }),
    creator_kind: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.enum(CREATOR_KINDS, { error: "Creator kind is artist, producer or songwriter." }).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.role === "creator" && !body.creator_kind) {
      ctx.addIssue({ code: "custom", path: ["creator_kind"], message: "Choose the kind of creator." });
    }
  });

/** The create body the api receives (a kind only for a creator). */
export function createUserBody(data: z.output<typeof createUserForm>): CreateAdminUserBody {
  const body: CreateAdminUserBody = { name: data.name, email: data.email, role: data.role };
  if (data.country) body.country = data.country;
  if (data.role === "creator" && data.creator_kind) body.creator_kind = data.creator_kind;
  return body;
}

/** The checkbox of one grant in the edit form. */
export function grantField(role: Exclude<AdminRole, "listener">, kind?: CreatorKind): string {
  return kind ? `grant_${role}_${kind}` : `grant_${role}`;
}

/** Every grant the edit form offers, in order (listener is implicit). */
export const GRANTS: readonly { field: string; grant: AdminRoleGrant; label: string }[] = [
  ...CREATOR_KINDS.map((kind) => ({
    field: grantField("creator", kind),
    grant: { role: "creator" as const, kind },
    label: `Creator: ${kind}`,
  })),
  { field: grantField("promoter"), grant: { role: "promoter" }, label: "Promoter" },
  { field: grantField("admin"), grant: { role: "admin" }, label: "Admin" },
];

/** Whether a user holds a grant now (the edit form's initial checks). */
export function holdsGrant(
  user: Pick<AdminUserRow, "roles" | "creator_kinds">,
  grant: AdminRoleGrant,
): boolean {
  if (grant.role === "creator") return user.creator_kinds.includes(grant.kind as CreatorKind);
  return user.roles.includes(grant.role);
}

/** The posted `grant_*` checkboxes as the `roles` list. */
function collectGrants(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const record = input as Record<string, unknown>;
  if (Array.isArray(record.roles)) return record;
  const roles = GRANTS.filter((g) => record[g.field] !== undefined && record[g.field] !== "").map(
    (g) => g.grant,
  );
  return { ...record, roles };
}

/** "Edit user": name, country and roles, with the reason the audit log keeps. */
export const editUserForm = z.preprocess(
  collectGrants,
  z.object({
    name,
    country,
    roles: z.array(z.object({ role: z.enum(ADMIN_ROLES), kind: z.enum(CREATOR_KINDS).optional() })),
    reason,
  }),
);

/** The update body the api receives: roles replace the granted set. */
export function editUserBody(data: z.output<typeof editUserForm>): UpdateAdminUserBody {
  return { name: data.name, country: data.country, roles: data.roles, reason: data.reason };
}

/** Suspend or reactivate, with an optional reason for the audit log. */
export const statusForm = z.object({
  status: z.enum(["0", "1"], { error: "Choose suspend or reactivate." }).transform((s) => Number(s) as 0 | 1),
  reason: z
    .string()
    .trim()
    .max(ADMIN_REASON_MAX, `The reason must be at most ${ADMIN_REASON_MAX} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= ADMIN_REASON_MIN, {
      message: `The reason must be at least ${ADMIN_REASON_MIN} characters.`,
    }),
});

/** The typed confirmation before an account is deleted: its e-mail, exactly. */
export function deleteConfirmed(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}
