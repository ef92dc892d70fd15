import { describe, expect, it } from "vitest";
import { formFieldErrors, parseTrackForm, splitNames } from "./track-form";

describe("parseTrackForm", () => {
  it("sends only the fields the form carries, typed for the api", () => {
    expect(parseTrackForm({ title: "  Kuno ", bpm: "96", explicit: "true" })).toEqual({
      ok: true,
      body: { title: "Kuno", bpm: 96, explicit: true },
    });
  });

  it("clears optional fields left blank (null), and leaves out absent ones", () => {
    const parsed = parseTrackForm({ title: "A", genre_id: "", musical_key: " ", lyrics: "" });
    expect(parsed).toEqual({
      ok: true,
      body: { title: "A", genre_id: null, musical_key: null, lyrics: null },
    });
  });

  it("reads the hidden false + checkbox true pair of the explicit flag", () => {
    const form = new FormData();
    form.append("explicit", "false");
    expect(parseTrackForm(form)).toEqual({ ok: true, body: { explicit: false } });
    form.append("explicit", "true");
    expect(parseTrackForm(form)).toEqual({ ok: true, body: { explicit: true } });
  });

  it("sends the three credit lists together", () => {
    const parsed = parseTrackForm({
      "credits.featured": "Sauti, Amani\n",
      "credits.producers": "",
      "credits.writers": "Zawadi",
    });
    expect(parsed).toEqual({
      ok: true,
      body: { credits: { featured: ["Sauti", "Amani"], producers: [], writers: ["Zawadi"] } },
    });
  });

  it("refuses bad values with messages on their fields", () => {
    const parsed = parseTrackForm({ title: "", bpm: "900", musical_key: "H dorian", publication: "live" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.title).toEqual(["Enter a title."]);
    expect(parsed.fieldErrors.bpm?.[0]).toContain("from 20 to 300");
    expect(parsed.fieldErrors.musical_key?.[0]).toContain("C#m");
    expect(parsed.fieldErrors.publication).toEqual(["Choose draft or published."]);
  });

  it("refuses a BPM that is not a whole number, and too many credits", () => {
    const many = Array.from({ length: 21 }, (_, i) => `N${i}`).join("\n");
    const parsed = parseTrackForm({ bpm: "12.5", "credits.writers": many });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.bpm).toBeDefined();
    expect(parsed.fieldErrors["credits.writers"]).toEqual(["At most 20 names."]);
  });

  it("accepts the key grammar the api accepts", () => {
    for (const key of ["C#m", "F major", "Bb min", "e"]) {
      expect(parseTrackForm({ musical_key: key }).ok).toBe(true);
    }
  });

  it("refuses an empty change", () => {
    expect(parseTrackForm({})).toEqual({ ok: false, fieldErrors: { _: ["Change at least one field."] } });
  });
});

describe("helpers", () => {
  it("splits names on lines and commas", () => {
    expect(splitNames(" A ,B\n\nC ")).toEqual(["A", "B", "C"]);
  });

  it("maps the api's credit errors onto the credit fields", () => {
    expect(
      formFieldErrors({ "credits.writers.2": ["Too long"], credits: ["Bad"], title: ["Enter a title."] }),
    ).toEqual({ "credits.writers": ["Too long"], "credits.featured": ["Bad"], title: ["Enter a title."] });
  });
});
