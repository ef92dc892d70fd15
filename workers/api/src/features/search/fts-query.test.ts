import { describe, expect, it } from "vitest";
import { toFtsQuery } from "./fts-query";

describe("toFtsQuery", () => {
  it("quotes every token and makes the last one a prefix", () => {
    expect(toFtsQuery("Love  me, do")).toBe('"love" "me" "do"*');
    expect(toFtsQuery("lo")).toBe('"lo"*');
  });

  it("neutralises FTS5 syntax instead of passing it through", () => {
    expect(toFtsQuery('title:"x" OR NEAR(a bc)*')).toBe('"title" "x" "or" "near" "a" "bc"*');
    expect(toFtsQuery('" AND -^')).toBe('"and"*');
    expect(toFtsQuery("ñ")).toBe('"ñ"');
  });

  it("keeps letters with diacritics and non-Latin scripts, and returns null when nothing is searchable", () => {
    expect(toFtsQuery("Beyoncé")).toBe('"beyoncé"*');
    expect(toFtsQuery("Ngoma ñ 音楽")).toBe('"ngoma" "ñ" "音楽"*');
    expect(toFtsQuery("  ?!  ")).toBeNull();
  });

  it("caps the number of terms", () => {
    expect(toFtsQuery("a b c d e f g h i jj")).toBe('"a" "b" "c" "d" "e" "f" "g" "h"');
    expect(toFtsQuery("aa bb cc dd ee ff gg hh ii")).toBe('"aa" "bb" "cc" "dd" "ee" "ff" "gg" "hh"*');
  });

  it("matches a lone last letter as a whole word, not a prefix", () => {
    expect(toFtsQuery("l")).toBe('"l"');
    expect(toFtsQuery("love m")).toBe('"love" "m"');
    expect(toFtsQuery("音")).toBe('"音"');
  });
});
