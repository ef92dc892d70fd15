// The dialogs' schemas against the api's own: the same inputs pass or fail on both sides, with the same
// message, so the page never lets through what the api refuses (or the reverse).
import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import { parseForm } from "../form-parse";
import {
  createCategoryBody,
  createCategoryForm,
  createUserTypeBody,
  createUserTypeForm,
  dollarsText,
  grantOf,
  lookupBody,
  lookupForm,
  updateUserTypeBody,
  updateUserTypeForm,
} from "./lookup-forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const apiMessage = (schema: { safeParse: (v: unknown) => unknown }, body: unknown) => {
  const result = schema.safeParse(body) as { success: boolean; error?: { issues: { message: string }[] } };
  return result.success ? null : (result.error?.issues[0]?.message ?? "?");
};

describe("lookup form (genres, moods, origins)", () => {
  it("sends a trimmed title and a blank description as null, as the api takes them", () => {
    const parsed = parseForm(lookupForm, form({ title: "  Afrobeat ", description: " " }));
    expect(parsed).toEqual({ ok: true, data: { title: "Afrobeat", description: null } });
    if (!parsed.ok) return;
    expect(Api.createLookupBody.safeParse(lookupBody(parsed.data)).success).toBe(true);
    expect(Api.updateLookupBody.safeParse(lookupBody(parsed.data)).success).toBe(true);
  });

  it.each([
    ["an empty title", { title: "  ", description: "" }, "title"],
    ["a long title", { title: "x".repeat(81), description: "" }, "title"],
    ["a long description", { title: "Ok", description: "d".repeat(501) }, "description"],
  ])("refuses %s with the api's message", (_, fields, field) => {
    const parsed = parseForm(lookupForm, form(fields));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const body = { title: fields.title.trim(), description: fields.description || null };
    expect(parsed.fieldErrors[field]).toEqual([apiMessage(Api.createLookupBody, body)]);
  });

  it("accepts the longest title and description the api accepts", () => {
    const fields = { title: "t".repeat(80), description: "d".repeat(500) };
    expect(parseForm(lookupForm, form(fields)).ok).toBe(true);
    expect(Api.createLookupBody.safeParse(fields).success).toBe(true);
  });
});

describe("user category form", () => {
  it("needs the type, like the api", () => {
    const parsed = parseForm(createCategoryForm, form({ title: "Club DJ" }));
    expect(parsed.ok ? null : parsed.fieldErrors.type_id).toEqual(["Choose the user type."]);
    const ok = parseForm(createCategoryForm, form({ title: "Club DJ", type_id: "utp_1" }));
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(Api.createUserCategoryBody.safeParse(createCategoryBody(ok.data)).success).toBe(true);
  });
});

describe("user type form", () => {
  it("turns the grant choice into the role and kind, and dollars into cents", () => {
    const parsed = parseForm(
      createUserTypeForm,
      form({ title: "Promoter", grants: "promoter", fee: "5", needs_evidence: "on" }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const body = createUserTypeBody(parsed.data);
    expect(body).toEqual({
      title: "Promoter",
      grants_role: "promoter",
      creator_kind: null,
      fee_cents: 500,
      needs_evidence: true,
    });
    expect(Api.createUserTypeBody.safeParse(body).success).toBe(true);
    const artist = parseForm(createUserTypeForm, form({ title: "Artist", grants: "artist" }));
    expect(artist.ok && createUserTypeBody(artist.data)).toEqual({
      title: "Artist",
      grants_role: "creator",
      creator_kind: "artist",
      fee_cents: 0,
      needs_evidence: false,
    });
  });

  it.each([
    ["1000", 100_000],
    ["$1,000.00", 100_000],
    ["12.5", 1250],
    ["0", 0],
  ])("reads a fee of %s as %i cents, which the api accepts", (fee, cents) => {
    const parsed = parseForm(updateUserTypeForm, form({ title: "T", fee }));
    expect(parsed.ok && parsed.data.fee).toBe(cents);
    if (parsed.ok)
      expect(Api.updateUserTypeBody.safeParse(updateUserTypeBody(parsed.data)).success).toBe(true);
  });

  it.each([
    ["1000.01", "The fee can be at most $1,000."],
    ["-5", "Enter the fee in dollars, e.g. 5 or 5.00."],
    ["5.555", "Enter the fee in dollars, e.g. 5 or 5.00."],
    ["five", "Enter the fee in dollars, e.g. 5 or 5.00."],
  ])("refuses a fee of %s", (fee, message) => {
    const parsed = parseForm(updateUserTypeForm, form({ title: "T", fee }));
    expect(parsed.ok ? null : parsed.fieldErrors.fee).toEqual([message]);
  });

  it("refuses a fee over the api's maximum with the api's sentence", () => {
    expect(apiMessage(Api.updateUserTypeBody, { fee_cents: 100_001 })).toBe("The fee can be at most $1,000.");
  });

  it("needs a grant choice", () => {
    const parsed = parseForm(createUserTypeForm, form({ title: "T" }));
    expect(parsed.ok ? null : parsed.fieldErrors.grants).toEqual(["Choose what the type grants."]);
  });

  it("shows a stored type's grant and fee back in the form's terms", () => {
    expect(grantOf({ grants_role: "creator", creator_kind: "producer" })).toBe("producer");
    expect(grantOf({ grants_role: "promoter", creator_kind: null })).toBe("promoter");
    expect(dollarsText(500)).toBe("5.00");
    expect(dollarsText(0)).toBe("");
  });
});
