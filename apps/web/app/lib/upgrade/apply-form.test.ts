import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import { parseForm } from "../form-parse";
import { applyBody, applyForm, commentForm } from "./apply-form";
import { linkField, motivationCount } from "./bounds";
import { ARTIST_OPTION, MOTIVATION, PROMOTER_OPTION } from "./test-fixtures";

const schema = applyForm([PROMOTER_OPTION, ARTIST_OPTION]);

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("the application form", () => {
  it("reads the links.N fields in order into the body the api takes", () => {
    const parsed = parseForm(
      schema,
      form({
        intent: "apply",
        user_type_id: "uty_promoter",
        user_category_id: "uca_dj",
        motivation: `  ${MOTIVATION}  `,
        [linkField(1)]: "https://soundcloud.com/dj",
        [linkField(0)]: " https://instagram.com/dj ",
      }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(applyBody(parsed.data)).toEqual({
      user_type_id: "uty_promoter",
      user_category_id: "uca_dj",
      motivation: MOTIVATION,
      links: ["https://instagram.com/dj", "https://soundcloud.com/dj"],
    });
  });

  it("asks for evidence only where the type needs it", () => {
    const base = { user_category_id: "uca_dj", motivation: MOTIVATION };
    const promoterParsed = parseForm(schema, form({ ...base, user_type_id: "uty_promoter" }));
    expect(promoterParsed).toEqual({
      ok: false,
      fieldErrors: { links: ["Add at least one link (socials, releases) to apply as Promoter."] },
    });
    const artistParsed = parseForm(
      schema,
      form({ user_type_id: "uty_artist", user_category_id: "uca_singer", motivation: MOTIVATION }),
    );
    expect(artistParsed.ok && artistParsed.data.links).toEqual([]);
  });

  it("keys each bad link by its field, and refuses http, blanks and more than 10", () => {
    const parsed = parseForm(
      schema,
      form({
        user_type_id: "uty_promoter",
        user_category_id: "uca_dj",
        motivation: MOTIVATION,
        [linkField(0)]: "https://ok.example",
        [linkField(1)]: "http://plain.example",
        [linkField(2)]: "   ",
      }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors[linkField(1)]).toEqual(["Each link must be a full https:// address."]);
    expect(parsed.fieldErrors[linkField(2)]).toEqual(["Enter the link, or remove it."]);
    expect(parsed.fieldErrors[linkField(0)]).toBeUndefined();

    const many = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [linkField(i), `https://site${i}.example`]),
    );
    const tooMany = parseForm(
      schema,
      form({ user_type_id: "uty_promoter", user_category_id: "uca_dj", motivation: MOTIVATION, ...many }),
    );
    expect(tooMany.ok === false && tooMany.fieldErrors.links).toEqual(["Give at most 10 links."]);
  });

  it("holds the motivation to 20–1000 characters once trimmed", () => {
    const at = (motivation: string) =>
      parseForm(schema, form({ user_type_id: "uty_artist", user_category_id: "uca_singer", motivation }));
    expect(at(`   ${"x".repeat(19)}   `)).toMatchObject({
      ok: false,
      fieldErrors: { motivation: ["Write at least 20 characters about why you are applying."] },
    });
    expect(at("x".repeat(20)).ok).toBe(true);
    expect(at("x".repeat(1000)).ok).toBe(true);
    expect(at("x".repeat(1001))).toMatchObject({
      ok: false,
      fieldErrors: { motivation: ["Keep your motivation to 1000 characters or fewer."] },
    });
    expect(motivationCount(" abc ")).toEqual({ label: "3 / 1000", ok: false });
    expect(motivationCount("x".repeat(20)).ok).toBe(true);
  });

  it("refuses a type not on offer and a category of another type", () => {
    const unknown = parseForm(
      schema,
      form({ user_type_id: "uty_gone", user_category_id: "uca_dj", motivation: MOTIVATION }),
    );
    expect(unknown).toEqual({
      ok: false,
      fieldErrors: { user_type_id: ["Choose what you want to become."] },
    });
    const mixed = parseForm(
      schema,
      form({ user_type_id: "uty_artist", user_category_id: "uca_dj", motivation: MOTIVATION }),
    );
    expect(mixed).toEqual({ ok: false, fieldErrors: { user_category_id: ["Choose a category of Artist."] } });
    const none = parseForm(schema, form({ user_type_id: "uty_artist", motivation: MOTIVATION }));
    expect(none.ok === false && none.fieldErrors.user_category_id).toEqual(["Choose a category."]);
  });

  it("checks a comment: not blank, at most 2000 characters", () => {
    expect(parseForm(commentForm, form({ body: "  " }))).toEqual({
      ok: false,
      fieldErrors: { body: ["Write a comment."] },
    });
    expect(parseForm(commentForm, form({ body: " Thanks! " }))).toEqual({
      ok: true,
      data: { body: "Thanks!" },
    });
    expect(parseForm(commentForm, form({ body: "x".repeat(2001) })).ok).toBe(false);
  });
});

/** Every message a schema gives for `body` (none when it passes). */
const messages = (schema: { safeParse: (v: unknown) => unknown }, body: unknown) => {
  const result = schema.safeParse(body) as { success: boolean; error?: { issues: { message: string }[] } };
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? ["?"]);
};

// The limits and messages the page restates (typed by the api's constants where the contract exports
// them), held to the api's own schemas: the same bodies pass or fail on both sides, with the same words.
describe("the forms against the api's schemas", () => {
  const body = {
    user_type_id: PROMOTER_OPTION.id,
    user_category_id: "uca_dj",
    motivation: MOTIVATION,
    links: ["https://soundcloud.com/dj"],
  };

  it.each([
    ["a valid application", body],
    ["a link over the longest", { ...body, links: [`https://example.com/${"x".repeat(481)}`] }],
    ["a link at the longest", { ...body, links: [`https://example.com/${"x".repeat(480)}`] }],
    ["an http link", { ...body, links: ["http://example.com"] }],
    ["too many links", { ...body, links: Array.from({ length: 11 }, (_, i) => `https://s${i}.example`) }],
    ["a short motivation", { ...body, motivation: "x".repeat(19) }],
    ["a long motivation", { ...body, motivation: "x".repeat(1001) }],
  ])("%s", (_, sent) => {
    expect(messages(schema, sent)).toEqual(messages(Api.upgradeApplyBody, sent));
  });

  it.each([
    ["a blank comment", { body: "  " }],
    ["a comment at the longest", { body: "x".repeat(2000) }],
    ["a comment over the longest", { body: "x".repeat(2001) }],
  ])("%s", (_, sent) => {
    expect(messages(commentForm, sent)).toEqual(messages(Api.applicationCommentBody, sent));
  });

  it("refuses what it should (the comparisons above are not all passes)", () => {
    expect(messages(schema, { ...body, links: [`https://example.com/${"x".repeat(481)}`] })).toEqual([
      "Each link must be at most 500 characters.",
    ]);
    expect(messages(commentForm, { body: "x".repeat(2001) })).toEqual([
      "A comment can be at most 2000 characters.",
    ]);
  });
});
