import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../form-parse";
import {
  createUserBody,
  createUserForm,
  decisionForm,
  deleteConfirmed,
  editUserBody,
  editUserForm,
  GRANTS,
  grantField,
  holdsGrant,
  statusForm,
} from "./forms";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("the admin user forms", () => {
  it("gathers the role checkboxes into the roles the api replaces, with the required reason", () => {
    const parsed = parseForm(
      editUserForm,
      form({
        name: " Ada ",
        country: "ug",
        [grantField("creator", "producer")]: "on",
        [grantField("promoter")]: "on",
        reason: "Verified producer credits",
      }),
    );
    expect(parsed.ok && editUserBody(parsed.data)).toEqual({
      name: "Ada",
      country: "UG",
      roles: [{ role: "creator", kind: "producer" }, { role: "promoter" }],
      reason: "Verified producer credits",
    });
    const noReason = parseForm(editUserForm, form({ name: "Ada", reason: "ok" }));
    expect(noReason).toEqual({
      ok: false,
      fieldErrors: { reason: ["The reason must be at least 5 characters."] },
    });
    const blankCountry = parseForm(editUserForm, form({ name: "Ada", country: "", reason: "Moved abroad" }));
    expect(blankCountry.ok && blankCountry.data).toMatchObject({ country: null, roles: [] });
  });

  it("checks the grants a user holds", () => {
    const user = { roles: ["listener", "creator", "admin"] as const, creator_kinds: ["artist"] as const };
    const held = GRANTS.filter((g) =>
      holdsGrant({ roles: [...user.roles], creator_kinds: [...user.creator_kinds] }, g.grant),
    );
    expect(held.map((g) => g.label)).toEqual(["Creator: artist", "Admin"]);
  });

  it("creates a creator only with a kind, and sends a kind only for a creator", () => {
    expect(parseForm(createUserForm, form({ name: "Ada", email: "ADA@x.io", role: "creator" }))).toEqual({
      ok: false,
      fieldErrors: { creator_kind: ["Choose the kind of creator."] },
    });
    const creator = parseForm(
      createUserForm,
      form({ name: "Ada", email: "ADA@x.io", role: "creator", creator_kind: "artist", country: "ke" }),
    );
    expect(creator.ok && createUserBody(creator.data)).toEqual({
      name: "Ada",
      email: "ada@x.io",
      role: "creator",
      creator_kind: "artist",
      country: "KE",
    });
    const listener = parseForm(
      createUserForm,
      form({ name: "Ada", email: "ada@x.io", role: "listener", creator_kind: "artist" }),
    );
    expect(listener.ok && createUserBody(listener.data)).toEqual({
      name: "Ada",
      email: "ada@x.io",
      role: "listener",
    });
  });

  it("takes an optional status reason of 5+ characters, and a typed e-mail as the delete confirmation", () => {
    expect(parseForm(statusForm, form({ status: "0", reason: "" }))).toEqual({
      ok: true,
      data: { status: 0, reason: undefined },
    });
    expect(parseForm(statusForm, form({ status: "1", reason: "ok" })).ok).toBe(false);
    expect(deleteConfirmed(" Ada@X.io ", "ada@x.io")).toBe(true);
    expect(deleteConfirmed("ada", "ada@x.io")).toBe(false);
  });
});

/** Every message a schema gives for `body` (none when it passes). */
const messages = (schema: { safeParse: (v: unknown) => unknown }, body: unknown) => {
  const result = schema.safeParse(body) as { success: boolean; error?: { issues: { message: string }[] } };
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? ["?"]);
};

// The reasons' limits and words, restated in the page, held to the api's own schemas.
describe("the admin forms against the api's schemas", () => {
  const long = "x".repeat(501);
  it.each([
    ["an approval without a reason", { decision: "approve" }],
    ["a rejection with a short reason", { decision: "reject", reason: "ok" }],
    ["a rejection with a reason", { decision: "reject", reason: "No links to your shows." }],
    ["a reason over the longest", { decision: "approve", reason: long }],
  ])("decision: %s", (_, sent) => {
    expect(messages(decisionForm, sent)).toEqual(messages(Api.processApplicationBody, sent));
  });

  it.each([
    ["no reason", undefined],
    ["a short reason", "ok"],
    ["a reason", "Chargeback fraud"],
    ["a reason over the longest", long],
  ])("status: %s", (_, reason) => {
    const web = messages(statusForm, reason === undefined ? { status: "0" } : { status: "0", reason });
    const api = messages(
      Api.adminUserStatusBody,
      reason === undefined ? { status: 0 } : { status: 0, reason },
    );
    expect(web).toEqual(api);
  });

  it.each([
    ["a short reason", { name: "Ada", roles: [], reason: "ok" }],
    ["a reason over the longest", { name: "Ada", roles: [], reason: long }],
    ["a short name", { name: "A", roles: [], reason: "Verified credits" }],
  ])("edit: %s", (_, sent) => {
    expect(messages(editUserForm, sent)).toEqual(messages(Api.updateAdminUserBody, sent));
    expect(messages(editUserForm, sent)).not.toEqual([]);
  });
});
