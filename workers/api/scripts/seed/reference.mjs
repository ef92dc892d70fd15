// Reference data: genres, moods, origins (spec §3 lookups) and the access countries (spec §7
// `/user/requirements/access_countries`), every country @ngoma/currency maps to a currency.
import { tsImport } from "tsx/esm/api";
import { demoId } from "./ids.mjs";
import { insertRow } from "./local-stack.mjs";

export const GENRES = [
  "Afrobeats",
  "Amapiano",
  "Highlife",
  "Jazz",
  "Lo-fi",
  "Soul",
  "Gospel",
  "Reggae",
  "Electronic",
  "Acoustic",
];
export const MOODS = [
  "Chill",
  "Happy",
  "Energetic",
  "Romantic",
  "Focus",
  "Melancholic",
  "Uplifting",
  "Dreamy",
  "Party",
  "Calm",
];
/** Origins with the country code artists from there carry. */
export const ORIGINS = [
  ["Uganda", "UG"],
  ["Kenya", "KE"],
  ["Nigeria", "NG"],
  ["Ghana", "GH"],
  ["South Africa", "ZA"],
  ["Tanzania", "TZ"],
  ["DR Congo", "CD"],
  ["Senegal", "SN"],
  ["Rwanda", "RW"],
  ["Ethiopia", "ET"],
];

export const genreId = (i) => demoId("gen", "demo", i + 1);
export const moodId = (i) => demoId("mod", "demo", i + 1);
export const originId = (i) => demoId("org", "demo", i + 1);

const normalized = (title) => title.trim().toLowerCase().replace(/\s+/g, " ");

/** The country → currency map; the built package when present, else its source (fresh checkouts). */
async function countryCurrency() {
  try {
    return (await import("@ngoma/currency")).COUNTRY_CURRENCY;
  } catch {
    return (await tsImport("../../../../packages/currency/src/countries.ts", import.meta.url))
      .COUNTRY_CURRENCY;
  }
}

/**
 * The account types a listener can apply for (issue 19): what each grants, its fee in cents and whether an
 * application needs evidence links, with its categories.
 */
export const USER_TYPES = [
  ["artist", "Artist", "creator", "artist", 0, false, ["Singer", "Rapper", "Band", "Instrumentalist"]],
  ["producer", "Producer", "creator", "producer", 0, false, ["Beatmaker", "Mixing engineer"]],
  ["songwriter", "Songwriter", "creator", "songwriter", 0, false, ["Lyricist", "Composer"]],
  [
    "promoter",
    "Promoter",
    "promoter",
    null,
    500,
    true,
    ["Radio presenter", "Club DJ", "Playlist curator", "Influencer", "Blogger", "Podcaster"],
  ],
];

function userTypeStatements(now) {
  const rows = [];
  for (const [key, title, role, kind, fee, evidence, categories] of USER_TYPES) {
    const typeId = demoId("utp", `demo${key}`);
    rows.push(
      insertRow("user_types", {
        id: typeId,
        title,
        normalized_title: normalized(title),
        grants_role: role,
        creator_kind: kind,
        fee_cents: fee,
        needs_evidence: evidence ? 1 : 0,
        status: 1,
        created_at: now,
        updated_at: now,
      }),
    );
    categories.forEach((category, i) => {
      rows.push(
        insertRow("user_categories", {
          id: demoId("ucat", `demo${key}`, i + 1),
          type_id: typeId,
          title: category,
          normalized_title: normalized(category),
          description: null,
          status: 1,
          created_at: now,
          updated_at: now,
        }),
      );
    });
  }
  return rows;
}

export async function referenceStatements(now) {
  const lookup = (table, id, title) =>
    insertRow(table, {
      id,
      title,
      normalized_title: normalized(title),
      description: null,
      status: 1,
      created_at: now,
      updated_at: now,
    });
  const statements = [
    ...GENRES.map((t, i) => lookup("genres", genreId(i), t)),
    ...MOODS.map((t, i) => lookup("moods", moodId(i), t)),
    ...ORIGINS.map(([t], i) => lookup("origins", originId(i), t)),
    ...userTypeStatements(now),
  ];
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const countries = Object.entries(await countryCurrency());
  for (const [code, currency] of countries) {
    statements.push(
      insertRow("access_countries", { code, name: names.of(code) ?? code, currency, status: 1 }),
    );
  }
  return {
    statements,
    counts: {
      genres: GENRES.length,
      moods: MOODS.length,
      origins: ORIGINS.length,
      userTypes: USER_TYPES.length,
      countries: countries.length,
    },
  };
}
