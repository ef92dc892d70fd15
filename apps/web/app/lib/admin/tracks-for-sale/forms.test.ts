// The queue's dialogs against the api's own schemas: a rejection without a reason is refused on both
// sides with the api's words, and the bodies sent are ones the api accepts.
import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../form-parse";
import { approveBody, editBody, editForm, REASON_REQUIRED, rejectBody, rejectForm } from "./forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("reject form", () => {
  it("requires the reason, as the api does, with its message", () => {
    for (const reason of [undefined, "", "   "]) {
      const parsed = parseForm(rejectForm, form(reason === undefined ? {} : { reason }));
      expect(parsed).toEqual({ ok: false, fieldErrors: { reason: [REASON_REQUIRED] } });
    }
    const api = Api.moderateTrackForSaleBody.safeParse({ is_approved: false, reason: "" });
    expect(api.success ? null : api.error.issues[0]?.message).toBe(REASON_REQUIRED);
  });

  it("sends a trimmed reason the api accepts; approving sends none", () => {
    const parsed = parseForm(rejectForm, form({ reason: "  The sample is not cleared. " }));
    if (!parsed.ok) throw new Error("expected a valid form");
    const body = rejectBody(parsed.data);
    expect(body).toEqual({ is_approved: false, reason: "The sample is not cleared." });
    expect(Api.moderateTrackForSaleBody.safeParse(body).success).toBe(true);
    expect(Api.moderateTrackForSaleBody.safeParse(approveBody()).success).toBe(true);
    expect(parseForm(rejectForm, form({ reason: "x".repeat(501) })).ok).toBe(false);
  });
});

describe("edit form", () => {
  it("needs a title, clears a blank description, and builds a body the api accepts", () => {
    expect(parseForm(editForm, form({ title: " ", description: "" }))).toEqual({
      ok: false,
      fieldErrors: { title: ["The title is required."] },
    });
    const parsed = parseForm(editForm, form({ title: " Night Drive ", description: "  " }));
    if (!parsed.ok) throw new Error("expected a valid form");
    const body = editBody(parsed.data);
    expect(body).toEqual({ title: "Night Drive", description: null });
    expect(Api.updateTrackForSaleBody.safeParse(body).success).toBe(true);
  });
});
