import { describe, expect, it } from "vitest";
import { toFtsQuery } from "./fts-query";

describe("toFtsQuery", () => {
  it("quotes every token and makes the last one a prefix", () => {
    expect(toFtsQuery("Love  me, do")).toBe('"love" "me" "do"*');
    expect(toFtsQuery("lo")).toBe('"lo"*');
  });

  it("neutralises FTS5 syntax instead of passing it through", () => {
    expect(toFtsQuery('title:"x" OR NEAR(a b)*')).toBe('"title" "x" "or" "near" "a" "b"*');
    expect(toFtsQuery('" AND -^')).toBe('"and"*');
  });

  it("keeps letters with diacritics and non-Latin scripts, and returns null when nothing is searchable", () => {
    expect(toFtsQuery("Beyoncé")).toBe('"beyoncé"*');
    expect(toFtsQuery("Ngoma ñ 音楽")).toBe('"ngoma" "ñ" "音楽"*');
    expect(toFtsQuery("  ?!  ")).toBeNull();
  });

  it("caps the number of terms", () => {
    expect(toFtsQuery("a b c d e f g h i j")).toBe('"a" "b" "c" "d" "e" "f" "g" "h"*');
  });
});
