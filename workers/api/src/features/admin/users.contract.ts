// The wire contract of `/admin/users/*` (spec §7 Admin, users): the list, one user's page and the admin's
// writes. Zod only, so the web app can type-check it and its forms can share the rules.
import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { StatusValue } from "../../kit/resources/contract";
import { Country, Email, Name } from "../accounts/contract";
import { CREATOR_KINDS, GRANTED_ROLES } from "../accounts/roles";
import { APPLICATION_STATUS_VALUES } from "../upgrades/contract";

export const ADMIN_USER_ROLES = ["listener", ...GRANTED_ROLES] as const;
export const ADMIN_USER_SORTS = ["created_at", "name", "email"] as const;

const RoleValue = z.enum(ADMIN_USER_ROLES, { error: "Role is listener, creator, promoter or admin." });
const KindValue = z.enum(CREATOR_KINDS, { error: "Creator kind is artist, producer or songwriter." });

/** Why an admin changed an account: kept in the audit log. */
export const AdminReason = z
  .string({ error: "Give a reason." })
  .trim()
  .min(5, "The reason must be at least 5 characters.")
  .max(500, "The reason must be at most 500 characters.");

/** One account in the admin's lists: status 1 active, 0 suspended; `closed` once deleted (anonymised). */
export const AdminUserRow = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    avatar_url: z.string().nullable(),
    country: z.string().nullable(),
    status: StatusValue,
    roles: z.array(RoleValue),
    creator_kinds: z.array(KindValue),
    created_at: z.string(),
    closed: z.boolean(),
  })
  .openapi("AdminUserRow");
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUserPage = pageSchema(AdminUserRow).openapi("AdminUserPage");

/** `GET /admin/users`: filters, a name or e-mail prefix, the order and the page. */
export const AdminUserListQuery = pageQuerySchema.extend({
  role: RoleValue.optional().openapi({ param: { name: "role", in: "query" }, example: "creator" }),
  status: z
    .enum(["0", "1"], { error: "Status must be 1 (active) or 0 (suspended)." })
    .transform((s) => Number(s) as 0 | 1)
    .optional()
    .openapi({ param: { name: "status", in: "query" }, example: "1" }),
  country: Country.optional().openapi({ param: { name: "country", in: "query" }, example: "UG" }),
  q: z
    .string()
    .trim()
    .max(100, "Search text must be at most 100 characters.")
    .optional()
    .openapi({ param: { name: "q", in: "query" }, description: "Name or e-mail starts with" }),
  sort: z
    .enum(ADMIN_USER_SORTS, { error: "Sort by created_at, name or email." })
    .default("created_at")
    .openapi({ param: { name: "sort", in: "query" }, example: "created_at" }),
  direction: z
    .enum(["asc", "desc"], { error: "Direction is asc or desc." })
    .default("desc")
    .openapi({ param: { name: "direction", in: "query" }, example: "desc" }),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

const ApplicationStatus = z.enum(APPLICATION_STATUS_VALUES);

/** `GET /admin/users/{id}`: the row, plus what the user page shows (read only). */
export const AdminUserDetail = AdminUserRow.extend({
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  email_verified: z.boolean(),
  sessions: z.object({ active: z.number().int() }),
  wallet: z.object({ balance_cents: z.number().int(), held_cents: z.number().int() }),
  applications: z.array(
    z.object({
      id: z.string(),
      status: ApplicationStatus,
      type: z.object({ id: z.string(), title: z.string() }),
      created_at: z.string(),
      decided_at: z.string().nullable(),
    }),
  ),
  /** The latest 20 events, newest first. */
  activity: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(["sign_in", "play", "admin"]),
      summary: z.string(),
    }),
  ),
}).openapi("AdminUserDetail");
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** `POST /admin/users/create`: the account and the role it starts with; the user sets a password by e-mail. */
export const CreateAdminUserBody = z
  .object({
    name: Name,
    email: Email,
    country: Country.optional(),
    role: RoleValue,
    creator_kind: KindValue.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.role === "creator" && !body.creator_kind) {
      ctx.addIssue({ code: "custom", path: ["creator_kind"], message: "Choose the kind of creator." });
    }
    if (body.role !== "creator" && body.creator_kind) {
      ctx.addIssue({ code: "custom", path: ["creator_kind"], message: "Only a creator has a kind." });
    }
  })
  .openapi("CreateAdminUserBody");
export type CreateAdminUserBody = z.infer<typeof CreateAdminUserBody>;

/** One granted role: a creator names its kind; listener is implicit and may be sent (it changes nothing). */
export const AdminRoleGrant = z
  .object({ role: RoleValue, kind: KindValue.optional() })
  .strict()
  .superRefine((grant, ctx) => {
    if (grant.role === "creator" && !grant.kind) {
      ctx.addIssue({ code: "custom", path: ["kind"], message: "Choose the kind of creator." });
    }
    if (grant.role !== "creator" && grant.kind) {
      ctx.addIssue({ code: "custom", path: ["kind"], message: "Only a creator has a kind." });
    }
  });
export type AdminRoleGrant = z.infer<typeof AdminRoleGrant>;

/** `POST /admin/users/update/{id}`: `roles` replaces the granted set; the reason goes to the audit log. */
export const UpdateAdminUserBody = z
  .object({
    name: Name.optional(),
    country: Country.nullable().optional(),
    roles: z.array(AdminRoleGrant).max(6, "At most 6 roles.").optional(),
    reason: AdminReason,
  })
  .strict()
  .refine((b) => b.name !== undefined || b.country !== undefined || b.roles !== undefined, {
    error: "Change the name, the country or the roles.",
  })
  .openapi("UpdateAdminUserBody");
export type UpdateAdminUserBody = z.infer<typeof UpdateAdminUserBody>;

/** `POST /admin/users/status/{id}`: 0 suspends (ends every session and socket), 1 reactivates. */
export const AdminUserStatusBody = z
  .object({ status: StatusValue, reason: AdminReason.optional() })
  .strict()
  .openapi("AdminUserStatusBody");
export type AdminUserStatusBody = z.infer<typeof AdminUserStatusBody>;

/** `POST /admin/users/delete/{id}`: an optional reason for the audit log. */
export const DeleteAdminUserBody = z
  .object({ reason: AdminReason.optional() })
  .strict()
  .openapi("DeleteAdminUserBody");
export type DeleteAdminUserBody = z.infer<typeof DeleteAdminUserBody>;

/** The answer of `delete/{id}`: the closed account's id. */
export const AdminUserDeleted = z.object({ id: z.string() }).openapi("AdminUserDeleted");
