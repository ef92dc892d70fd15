import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import type { ProducerBeat } from "../api/contract";
import { parseForm } from "../form-parse";
import {
  BPM_MAX,
  BPM_MIN,
  beatErrorsFromApi,
  beatForm,
  DESCRIPTION_MAX,
  MUSICAL_KEYS,
  splitTags,
  TAGS_MAX,
  TITLE_MAX,
  updateBody,
} from "./beat-form";
import { tierField } from "./tiers";

/** A filled form: basic offered at $25, every other tier left unticked. */
function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "  Night Drive ",
    bpm: "92",
    key: "C# minor",
    genre_id: "gen_afro",
    mood_id: "",
    tags: "afrobeats, dark,, afrobeats\nguitar",
    description: "",
    [tierField("basic", "offered")]: "true",
    [tierField("basic", "price")]: "25",
    [tierField("basic", "distribution_copies")]: "2000",
    [tierField("basic", "audio_streams")]: "100,000",
    [tierField("basic", "music_videos")]: "1",
    [tierField("basic", "radio_stations")]: "0",
    [tierField("basic", "paid_performances.unlimited")]: "true",
    [tierField("basic", "term_years")]: "3",
    [tierField("premium", "offered")]: "false",
    ...overrides,
  };
}

const basic = {
  tier: "basic" as const,
  price_cents: 2_500,
  distribution_copies: 2_000,
  audio_streams: 100_000,
  music_videos: 1,
  radio_stations: 0,
  paid_performances: null,
  term_years: 3,
};

const stored: ProducerBeat = {
  id: "bt_1",
  title: "Night Drive",
  bpm: 92,
  key: "C# minor",
  genre: { id: "gen_afro", title: "Afrobeats" },
  mood: null,
  tags: ["afrobeats", "dark", "guitar"],
  description: null,
  is_published: true,
  is_featured: false,
  lowest_price_cents: 2_500,
  exclusive_sold: false,
  approval: "approved",
  rejection_reason: null,
  licences: [basic],
  cover_url: null,
  preview_url: null,
  preview_track_id: "trk_p",
  mp3_track_id: "trk_m",
  wav_track_id: null,
  stems_track_id: null,
  missing_files: ["wav"],
  processing_files: [],
  sales: 0,
  created_at: "2026-03-01T00:00:00.000Z",
  updated_at: "2026-03-01T00:00:00.000Z",
};

describe("the beat form's schema", () => {
  it("reads a filled form as the body the api's own contract accepts", () => {
    const parsed = parseForm(beatForm, fields());
    expect(parsed).toEqual({
      ok: true,
      data: {
        title: "Night Drive",
        bpm: 92,
        key: "C# minor",
        genre_id: "gen_afro",
        mood_id: null,
        tags: ["afrobeats", "dark", "guitar"],
        description: null,
        licences: [basic],
      },
    });
    if (parsed.ok) expect(Api.createBeatBody.safeParse(parsed.data).success).toBe(true);
  });

  it("reports the beat's fields and the tiers' together", () => {
    const parsed = parseForm(
      beatForm,
      fields({ title: " ", bpm: "300", key: "H major", [tierField("basic", "price")]: "0" }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(["bpm", "key", "tiers.basic.price", "title"]);
  });

  it("keeps the api's bounds", () => {
    const api = (patch: Record<string, unknown>) =>
      Api.createBeatBody.safeParse({ title: "x", bpm: 90, key: "C major", licences: [basic], ...patch })
        .success;
    expect([
      api({ bpm: BPM_MIN }),
      api({ bpm: BPM_MAX }),
      api({ bpm: BPM_MIN - 1 }),
      api({ bpm: BPM_MAX + 1 }),
    ]).toEqual([true, true, false, false]);
    expect([api({ title: "t".repeat(TITLE_MAX) }), api({ title: "t".repeat(TITLE_MAX + 1) })]).toEqual([
      true,
      false,
    ]);
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag${i}`);
    expect([api({ tags: tags(TAGS_MAX) }), api({ tags: tags(TAGS_MAX + 1) })]).toEqual([true, false]);
    expect(api({ description: "d".repeat(DESCRIPTION_MAX + 1) })).toBe(false);
    expect(MUSICAL_KEYS).toEqual(Api.MUSICAL_KEYS);
    const many = Array.from({ length: TAGS_MAX + 1 }, (_, i) => `t${i}`).join(",");
    expect(parseForm(beatForm, fields({ tags: many })).ok).toBe(false);
  });

  it("splits tags on commas and lines, dropping blanks and repeats", () => {
    expect(splitTags(" a, b,\n a ,, c ")).toEqual(["a", "b", "c"]);
    expect(splitTags("")).toEqual([]);
  });
});

describe("an edit sends only what changed", () => {
  const edited = (overrides: Record<string, string>) => {
    const parsed = parseForm(beatForm, fields(overrides));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    return updateBody(parsed.data, stored);
  };

  it("sends nothing when nothing changed (the listing's text an admin corrected stays)", () => {
    expect(edited({})).toBeNull();
  });

  it("sends the changed fields, and the whole tier list when a tier changed", () => {
    expect(edited({ bpm: "94", description: "Late night", mood_id: "mood_calm" })).toEqual({
      bpm: 94,
      description: "Late night",
      mood_id: "mood_calm",
    });
    expect(edited({ [tierField("basic", "price")]: "30", genre_id: "" })).toEqual({
      genre_id: null,
      licences: [{ ...basic, price_cents: 3_000 }],
    });
    const body = edited({ title: "Night Drive II", tags: "dark" });
    expect(body).toEqual({ title: "Night Drive II", tags: ["dark"] });
    expect(Api.updateBeatBody.safeParse(body).success).toBe(true);
  });
});

describe("the api's 422 on the form", () => {
  it("puts a tag's message on the tags and a licence's on its tier", () => {
    expect(
      beatErrorsFromApi(
        {
          "tags.2": ["A tag is at most 30 characters."],
          "licences.0.price_cents": ["A price is at least $1."],
        },
        { licences: [{ ...basic, tier: "trackout" }] },
      ),
    ).toEqual({
      tags: ["A tag is at most 30 characters."],
      "tiers.trackout.price": ["A price is at least $1."],
    });
  });
});
