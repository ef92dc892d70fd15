// Reference data: genres, moods, origins (spec §3 lookups) and the access countries (spec §7
// `/user/requirements/access_countries`), every country @ngoma/currency maps to a currency.
import { tsImport } from "tsx/esm/api";
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

const pad = (n) => String(n).padStart(2, "0");
export const genreId = (i) => `gen_demo_${pad(i + 1)}`;
export const moodId = (i) => `mod_demo_${pad(i + 1)}`;
export const originId = (i) => `org_demo_${pad(i + 1)}`;

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
      countries: countries.length,
    },
  };
}
