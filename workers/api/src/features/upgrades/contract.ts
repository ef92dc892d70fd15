import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { UPGRADE_CREATOR_KINDS, UPGRADE_ROLES } from "../reference/upgrade-grants";

/** Where an application is (kept in step with upgrades/schema.ts APPLICATION_STATUSES). */
export const APPLICATION_STATUS_VALUES = [
  "awaiting_payment",
  "pending",
  "approved",
  "rejected",
  "cancelled",
] as const;
export const MOTIVATION_MIN = 20;
export const MOTIVATION_MAX = 1000;
export const LINKS_MAX = 10;
export const LINK_MAX_LENGTH = 500;
export const COMMENT_MAX = 2000;
export const REASON_MIN = 5;
export const REASON_MAX = 500;
/** Days after a rejection before the same type can be applied for again. */
export const RESUBMIT_AFTER_DAYS = 7;

/** The request type of the upgrade fee in `make-service-payment`. */
export const ACCOUNT_UPGRADE_REQUEST_TYPE = "account_upgrade";

/** The answers of spec §8 and of the calls the spec leaves open. */
export const UPGRADE_MESSAGES = {
  submitted: "Upgrade Request Submitted Successfully",
  payFee: "Pay the fee to send your application.",
  cancelled: "Application cancelled",
  commented: "Comment added",
  approved: "Application approved",
  rejected: "Application rejected",
  deleted: "Application deleted",
} as const;

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

const link = z
  .string({ error: "Each link must be a web address." })
  .trim()
  .max(LINK_MAX_LENGTH, `Each link must be at most ${LINK_MAX_LENGTH} characters.`)
  .pipe(z.url({ protocol: /^https$/, error: "Each link must be a full https:// address." }));

const commentBody = z
  .string({ error: "Write a comment." })
  .trim()
  .min(1, "Write a comment.")
  .max(COMMENT_MAX, `A comment can be at most ${COMMENT_MAX} characters.`);

/** `apply`: what the user becomes (type, category), why, and their evidence links. */
export const ApplyBody = z
  .object({
    user_type_id: id("Choose what you want to become."),
    user_category_id: id("Choose a category."),
    motivation: z
      .string({ error: "Tell us why you are applying." })
      .trim()
      .min(MOTIVATION_MIN, `Write at least ${MOTIVATION_MIN} characters about why you are applying.`)
      .max(MOTIVATION_MAX, `Keep your motivation to ${MOTIVATION_MAX} characters or fewer.`),
    links: z
      .array(link, { error: "Links must be a list of web addresses." })
      .max(LINKS_MAX, `Give at most ${LINKS_MAX} links.`)
      .default([]),
  })
  .strict()
  .openapi("UpgradeApplyBody");
export type ApplyBody = z.infer<typeof ApplyBody>;

/** `comment/{id}` (user and admin). */
export const CommentBody = z.object({ body: commentBody }).strict().openapi("UpgradeCommentBody");
export type CommentBody = z.infer<typeof CommentBody>;

const decision = z.enum(["approve", "reject"], { error: "Choose approve or reject." });
const reason = z
  .string({ error: "Give the reason as text." })
  .trim()
  .max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters or fewer.`);

/** The reason is optional when approving and required (5–500 characters) when rejecting. */
function requireRejectReason(body: { decision: string; reason?: string | undefined }, ctx: z.RefinementCtx) {
  if (body.decision === "reject" && (body.reason ?? "").length < REASON_MIN) {
    ctx.addIssue({
      code: "custom",
      path: ["reason"],
      message: `Tell the applicant why, in at least ${REASON_MIN} characters.`,
    });
  }
}

/** `process/{id}`: approve or reject with a reason. */
export const ProcessBody = z
  .object({ decision, reason: reason.optional() })
  .strict()
  .superRefine(requireRejectReason)
  .openapi("UpgradeProcessBody");
export type ProcessBody = z.infer<typeof ProcessBody>;

/** `/admin/users/upgrade-request/{id}`: the same decision, reached from a user's page ({id} = user). */
export const UserUpgradeRequestBody = z
  .object({ application_id: id("Choose the application to decide."), decision, reason: reason.optional() })
  .strict()
  .superRefine(requireRejectReason)
  .openapi("UserUpgradeRequestBody");
export type UserUpgradeRequestBody = z.infer<typeof UserUpgradeRequestBody>;

const TypeRef = z.object({
  id: z.string(),
  title: z.string(),
  grants_role: z.enum(UPGRADE_ROLES),
  creator_kind: z.enum(UPGRADE_CREATOR_KINDS).nullable(),
});
const Ref = z.object({ id: z.string(), title: z.string() });

/** One type a user can apply for, with its active categories (`options`). */
export const UpgradeOption = z
  .object({
    id: z.string(),
    title: z.string(),
    grants_role: z.enum(UPGRADE_ROLES),
    creator_kind: z.enum(UPGRADE_CREATOR_KINDS).nullable(),
    fee_cents: z.number().int(),
    needs_evidence: z.boolean(),
    categories: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().nullable() })),
  })
  .openapi("UpgradeOption");
export type UpgradeOption = z.infer<typeof UpgradeOption>;

export const UpgradeOptions = z.object({ types: z.array(UpgradeOption) }).openapi("UpgradeOptions");
export type UpgradeOptions = z.infer<typeof UpgradeOptions>;

/** A message in an application's thread, seen by the applicant and the admins. */
export const ApplicationComment = z
  .object({
    id: z.string(),
    body: z.string(),
    author: z.object({ id: z.string(), name: z.string(), is_admin: z.boolean() }),
    created_at: z.string(),
  })
  .openapi("ApplicationComment");
export type ApplicationComment = z.infer<typeof ApplicationComment>;

const ApplicationStatus = z.enum(APPLICATION_STATUS_VALUES);

/** An application as its applicant sees it. */
export const Application = z
  .object({
    id: z.string(),
    status: ApplicationStatus,
    type: TypeRef,
    category: Ref,
    motivation: z.string(),
    links: z.array(z.string()),
    fee_cents: z.number().int(),
    reason: z.string().nullable(),
    created_at: z.string(),
    submitted_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    /** When a rejected type can be applied for again (decided_at + 7 days); null otherwise. */
    resubmit_after: z.string().nullable(),
    comments: z.array(ApplicationComment),
  })
  .openapi("Application");
export type Application = z.infer<typeof Application>;

/** `GET /user/upgrade/applications`: every application of the caller, newest first. */
export const ApplicationList = z.array(Application).openapi("ApplicationList");

/** What to pay to send a fee-carrying application (`make-service-payment`). */
export const UpgradePayment = z
  .object({
    request_type: z.literal(ACCOUNT_UPGRADE_REQUEST_TYPE),
    data: z.object({ application_id: z.string() }),
    amount_cents: z.number().int(),
  })
  .openapi("UpgradePayment");
export type UpgradePayment = z.infer<typeof UpgradePayment>;

/** `apply`'s answer: `payment` sits beside `data` when a fee must be paid first. */
export const ApplyAnswer = z
  .object({ data: Application, msg: z.string(), payment: UpgradePayment.optional() })
  .openapi("UpgradeApplyAnswer");
export type ApplyAnswer = z.infer<typeof ApplyAnswer>;

const UserRef = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
});

/** One row of the admin applications list. */
export const AdminApplicationRow = z
  .object({
    id: z.string(),
    status: ApplicationStatus,
    user: UserRef,
    type: Ref,
    category: Ref,
    fee_cents: z.number().int(),
    created_at: z.string(),
    submitted_at: z.string().nullable(),
    decided_at: z.string().nullable(),
  })
  .openapi("AdminApplicationRow");
export type AdminApplicationRow = z.infer<typeof AdminApplicationRow>;

export const AdminApplicationPage = pageSchema(AdminApplicationRow).openapi("AdminApplicationPage");

/** The applicant's listening, read from plays, likes and playlists. */
export const ListeningSummary = z
  .object({
    plays_30d: z.number().int(),
    plays_total: z.number().int(),
    liked_tracks: z.number().int(),
    playlists: z.number().int(),
    top_genres: z.array(z.object({ title: z.string(), plays: z.number().int() })),
  })
  .openapi("ListeningSummary");
export type ListeningSummary = z.infer<typeof ListeningSummary>;

/** `GET /admin/user-applications/{id}`. */
export const AdminApplicationDetail = AdminApplicationRow.extend({
  motivation: z.string(),
  links: z.array(z.string()),
  reason: z.string().nullable(),
  decided_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  applicant: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    country: z.string().nullable(),
    created_at: z.string(),
    roles: z.array(z.enum(["listener", "creator", "promoter", "admin"])),
    creator_kinds: z.array(z.enum(UPGRADE_CREATOR_KINDS)),
  }),
  listening: ListeningSummary,
  comments: z.array(ApplicationComment),
}).openapi("AdminApplicationDetail");
export type AdminApplicationDetail = z.infer<typeof AdminApplicationDetail>;

const Counts = z.object({ month: z.number().int(), all: z.number().int() });

/** `stats`: this calendar month (UTC) and all time, per outcome. */
export const ApplicationStats = z
  .object({ pending: Counts, approved: Counts, rejected: Counts })
  .openapi("ApplicationStats");
export type ApplicationStats = z.infer<typeof ApplicationStats>;

/** `pending-count`: the nav badge's first value before live updates. */
export const PendingCount = z.object({ count: z.number().int() }).openapi("PendingApplicationCount");

/** `process`/`upgrade-request` answer: the decided application. */
export const Decided = z.object({ id: z.string(), status: ApplicationStatus }).openapi("UpgradeDecided");

/** `delete/{id}` answer. */
export const ApplicationDeleted = z.object({ id: z.string() });

/** `GET /admin/user-applications`: filter by status and type, search name or e-mail, sort. */
export const AdminApplicationListQuery = pageQuerySchema.extend({
  status: z
    .enum(APPLICATION_STATUS_VALUES, {
      error: "Status must be awaiting_payment, pending, approved, rejected or cancelled.",
    })
    .optional()
    .openapi({ param: { name: "status", in: "query" } }),
  type_id: z
    .string()
    .max(64, "Unknown user type.")
    .optional()
    .openapi({ param: { name: "type_id", in: "query" } }),
  q: z
    .string()
    .trim()
    .max(100, "Search text must be at most 100 characters.")
    .optional()
    .openapi({ param: { name: "q", in: "query" }, description: "Name or e-mail starts with" }),
  sort: z
    .enum(["submitted_at", "created_at", "decided_at"], {
      error: "Sort by submitted_at, created_at or decided_at.",
    })
    .default("created_at")
    .openapi({ param: { name: "sort", in: "query" } }),
  direction: z
    .enum(["asc", "desc"], { error: "Direction must be asc or desc." })
    .default("desc")
    .openapi({ param: { name: "direction", in: "query" } }),
});
export type AdminApplicationListQuery = z.infer<typeof AdminApplicationListQuery>;
