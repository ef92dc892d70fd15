import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import { parseForm } from "../form-parse";
import type { MoneySettings } from "../money/format-money";
import { localAmountText } from "../money/local-amount";
import { DEFAULT_MONEY } from "../money/money-settings";
import {
  BID_MAX_CENTS,
  LYRICS_MAX,
  MIN_BID_FLOOR_CENTS,
  shownField,
  songErrorsFromApi,
  songForm,
  updateSongBody,
} from "./writer-form";
import { OWNER_ID, RIVER_SONG } from "./writer-test-fixtures";

const UGX: MoneySettings = { ...DEFAULT_MONEY, currency: "UGX", minorUnits: 0, rates: { USD: 1, UGX: 3685 } };

/** A filled editor: the owner at 60 %, a new co-writer by e-mail at 40 %, prices in shillings. */
function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "  River Song ",
    lyrics: "Down by the river\nwe sang all night",
    language: "English",
    genre_id: "gen_afro",
    mood_id: "",
    description: "",
    demo_track_id: "",
    asking_price: "",
    min_bid: "36,850",
    "writers.0.owner": "true",
    "writers.0.split": "60",
    "writers.1.who": " Juma@Example.com ",
    "writers.1.split": "40",
    ...overrides,
  };
}

const parse = (overrides: Record<string, string> = {}) =>
  parseForm(songForm(UGX, OWNER_ID), fields(overrides));

describe("the song editor's schema", () => {
  it("keeps the api's bounds", () => {
    expect(LYRICS_MAX).toBe(Api.SONG_LYRICS_MAX);
    expect(BID_MAX_CENTS).toBe(Api.BID_MAX_CENTS);
    expect(MIN_BID_FLOOR_CENTS).toBe(Api.MIN_BID_FLOOR_CENTS);
  });

  it("reads a filled form into a create body the api accepts, prices typed in UGX as US cents", () => {
    const parsed = parse();
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toEqual({
      title: "River Song",
      lyrics: "Down by the river\nwe sang all night",
      language: "English",
      genre_id: "gen_afro",
      mood_id: null,
      description: null,
      asking_price: 0,
      min_bid: 1000,
      writers: [
        { user_id: OWNER_ID, split: 60 },
        { email: "juma@example.com", split: 40 },
      ],
    });
    expect(Api.createSongBody.safeParse(parsed.data).success).toBe(true);
  });

  it("sends the demo once uploaded, and reads a price shown back untouched as the cents it showed", () => {
    const shown = localAmountText(12_345, UGX);
    const parsed = parse({ demo_track_id: "trk_9", min_bid: shown, [shownField("min_bid")]: "12345" });
    expect(parsed.ok && parsed.data.demo_track_id).toBe("trk_9");
    expect(parsed.ok && parsed.data.min_bid).toBe(12_345);
  });

  it("refuses splits that do not add up to 100, saying the total", () => {
    const parsed = parse({ "writers.1.split": "30" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.writers).toEqual(["Splits must add up to 100% (they add up to 90%)."]);
  });

  it("refuses a bad co-writer, a split that is not a whole percent and a repeated writer", () => {
    const bad = parse({ "writers.1.who": "juma@", "writers.1.split": "40.5" });
    expect(!bad.ok && bad.fieldErrors["writers.1.who"]).toEqual(["Not an e-mail address."]);
    expect(!bad.ok && bad.fieldErrors["writers.1.split"]).toEqual([
      "A split is a whole percent from 1 to 100.",
    ]);
    const twice = parse({
      "writers.1.split": "20",
      "writers.2.who": "JUMA@example.com",
      "writers.2.split": "20",
    });
    expect(!twice.ok && twice.fieldErrors["writers.2.who"]).toEqual(["Each writer can be listed once."]);
  });

  it("keeps the minimum bid at $1 or more and the asking price at 0 or above it", () => {
    const low = parse({ min_bid: "1,000" });
    expect(!low.ok && low.fieldErrors.min_bid?.[0]).toMatch(/^The minimum bid is at least UGX.3,685\.$/);
    const below = parse({ asking_price: "10,000" });
    expect(!below.ok && below.fieldErrors.asking_price).toEqual([
      "The asking price is 0 (offers only) or at least the minimum bid.",
    ]);
    const words = parse({ min_bid: "ten" });
    expect(!words.ok && words.fieldErrors.min_bid?.[0]).toMatch(/must be an amount in UGX/);
    expect(parse({ asking_price: "0" }).ok).toBe(true);
    const empty = parse({ min_bid: "" });
    expect(!empty.ok && empty.fieldErrors.min_bid).toEqual(["Enter the minimum bid."]);
  });

  it("refuses lyrics over 20,000 characters", () => {
    const parsed = parse({ lyrics: "a".repeat(LYRICS_MAX + 1) });
    expect(!parsed.ok && parsed.fieldErrors.lyrics).toEqual(["The lyrics are at most 20,000 characters."]);
  });
});

describe("an edit", () => {
  const same = {
    title: RIVER_SONG.title,
    lyrics: RIVER_SONG.lyrics,
    language: RIVER_SONG.language,
    genre_id: "gen_afro",
    mood_id: null,
    description: RIVER_SONG.description,
    asking_price: RIVER_SONG.asking_price,
    min_bid: RIVER_SONG.min_bid,
    demo_track_id: "trk_demo",
    writers: [
      { user_id: OWNER_ID, split: 60 },
      { user_id: "usr_juma", split: 40 },
    ],
  };

  it("sends nothing when nothing changed, and only what changed otherwise", () => {
    expect(updateSongBody(same, RIVER_SONG)).toBeNull();
    const body = updateSongBody(
      {
        ...same,
        title: "River Song II",
        writers: [
          { user_id: OWNER_ID, split: 50 },
          { user_id: "usr_juma", split: 50 },
        ],
      },
      RIVER_SONG,
    );
    expect(body).toEqual({
      title: "River Song II",
      writers: [
        { user_id: OWNER_ID, split: 50 },
        { user_id: "usr_juma", split: 50 },
      ],
    });
    expect(Api.updateSongBody.safeParse(body).success).toBe(true);
  });

  it("puts the api's messages about a writer on that row's field", () => {
    expect(
      songErrorsFromApi({
        "writers.1.email": ["No Ngoma user by this name: a co-writer needs an account."],
        writers: ["You must be one of the writers."],
      }),
    ).toEqual({
      "writers.1.who": ["No Ngoma user by this name: a co-writer needs an account."],
      writers: ["You must be one of the writers."],
    });
  });
});
