// The application form (`/upgrade`) and the comment form, one zod schema each, read by the form (checked
// before it is sent) and by the route's action (what the api receives): the same rules and messages as
// the api's contract. The evidence rule and the category's type depend on the types offered, so the
// application's schema is built from them on both sides.
import { z } from "zod";
import type { UpgradeApplyBody, UpgradeOption } from "../api/contract";
import { COMMENT_MAX, LINK_MAX_LENGTH, LINKS_MAX, MOTIVATION_MAX, MOTIVATION_MIN } from "./bounds";

// The bounds and messages live in bounds.ts, which the page imports without zod; the admin pages read
// these two here, beside the schemas they decide with.
export { RESUBMIT_AFTER_DAYS, UPGRADE_MESSAGES } from "./bounds";

const LINK_FIELD = /^links\.(\d+)$/;

/** The posted `links.N` fields, in their order, as the `links` list (a list given as such is kept). */
function collectLinks(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  if (Array.isArray(record.links)) return record;
  const links: [number, unknown][] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const match = LINK_FIELD.exec(key);
    if (match) links.push([Number(match[1]), value]);
    else rest[key] = value;
  }
  return { ...rest, links: links.sort(([a], [b]) => a - b).map(([, value]) => value) };
}

const link = z
  .string({ error: "Each link must be a web address." })
  .trim()
  .min(1, "Enter the link, or remove it.")
  .max(LINK_MAX_LENGTH, `Each link must be at most ${LINK_MAX_LENGTH} characters.`)
  .pipe(z.url({ protocol: /^https$/, error: "Each link must be a full https:// address." }));

const fields = z.object({
  user_type_id: z
    .string({ error: "Choose what you want to become." })
    .trim()
    .min(1, "Choose what you want to become."),
  user_category_id: z.string({ error: "Choose a category." }).trim().min(1, "Choose a category."),
  motivation: z
    .string({ error: "Tell us why you are applying." })
    .trim()
    .min(MOTIVATION_MIN, `Write at least ${MOTIVATION_MIN} characters about why you are applying.`)
    .max(MOTIVATION_MAX, `Keep your motivation to ${MOTIVATION_MAX} characters or fewer.`),
  links: z.array(link).max(LINKS_MAX, `Give at most ${LINKS_MAX} links.`),
});

/**
 * The application form for the `types` on offer: the type must be one of them, the category one of its
 * categories, and a type that asks for evidence needs at least one link.
 *
 * @example const parsed = parseForm(applyForm(options.types), await readForm(request));
 */
export function applyForm(types: readonly UpgradeOption[]) {
  return z.preprocess(
    collectLinks,
    fields.superRefine((data, ctx) => {
      const type = types.find((t) => t.id === data.user_type_id);
      if (!type) {
        ctx.addIssue({ code: "custom", path: ["user_type_id"], message: "Choose what you want to become." });
        return;
      }
      if (!type.categories.some((c) => c.id === data.user_category_id)) {
        ctx.addIssue({
          code: "custom",
          path: ["user_category_id"],
          message: `Choose a category of ${type.title}.`,
        });
      }
      if (type.needs_evidence && data.links.length === 0) {
        ctx.addIssue({
          code: "custom",
          path: ["links"],
          message: `Add at least one link (socials, releases) to apply as ${type.title}.`,
        });
      }
    }),
  );
}

export type ApplyFormData = z.output<ReturnType<typeof applyForm>>;

/** The apply body the api receives. */
export function applyBody(data: ApplyFormData): UpgradeApplyBody {
  return {
    user_type_id: data.user_type_id,
    user_category_id: data.user_category_id,
    motivation: data.motivation,
    links: data.links,
  };
}

/** A comment on an application's thread (the applicant's reply, or an admin's). */
export const commentForm = z.object({
  body: z
    .string({ error: "Write a comment." })
    .trim()
    .min(1, "Write a comment.")
    .max(COMMENT_MAX, `A comment can be at most ${COMMENT_MAX} characters.`),
});
