import { describe, expect, it } from "vitest";
import { parseForm } from "../form-parse";
import { createAlbumForm, updateAlbumForm } from "./album-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("album forms", () => {
  it("turns blank optional fields into null and trims the title", () => {
    const parsed = parseForm(
      createAlbumForm,
      form({
        title: "  First light ",
        description: " ",
        release_date: "",
        genre_id: "",
        visibility: "private",
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        title: "First light",
        description: null,
        release_date: null,
        genre_id: null,
        visibility: "private",
      },
    });
  });

  it("defaults the visibility to public and keeps a real date", () => {
    const parsed = parseForm(createAlbumForm, form({ title: "A", release_date: "2026-02-28" }));
    expect(parsed.ok && parsed.data).toMatchObject({ visibility: "public", release_date: "2026-02-28" });
  });

  it("says what is wrong, one message per field", () => {
    const parsed = parseForm(
      createAlbumForm,
      form({
        title: "   ",
        release_date: "2026-02-30",
        description: "x".repeat(2001),
        visibility: "friends",
      }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.title).toEqual(["Enter the album's title."]);
    expect(parsed.fieldErrors.release_date).toEqual(["Release date must be a date (YYYY-MM-DD)."]);
    expect(parsed.fieldErrors.description).toEqual(["Description must be at most 2000 characters."]);
    expect(parsed.fieldErrors.visibility).toEqual(["Choose who can see the album."]);
  });

  it("needs a title even when the field is missing, and the publication on the details form", () => {
    const missing = parseForm(createAlbumForm, {});
    expect(!missing.ok && missing.fieldErrors.title).toEqual(["Enter the album's title."]);
    const update = parseForm(updateAlbumForm, form({ title: "A" }));
    expect(!update.ok && update.fieldErrors.publication).toEqual(["Choose draft or published."]);
    const ok = parseForm(updateAlbumForm, form({ title: "A", publication: "published" }));
    expect(ok.ok && ok.data.publication).toBe("published");
  });
});
