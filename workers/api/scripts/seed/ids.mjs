// Fixed ids for seeded rows, in the shape every id has (kit/ids, kit/params: a prefix, `_`, then 26
// lower-case letters and digits), so the API's id-shaped routes reach them like any other row. A word
// (letters only) then a number, zero-padded between them: `demoId("trk", "demo", 1)` is
// `trk_demo0000000000000000000001`; distinct (word, number) pairs never give the same id.

/** The id of a seeded row: `prefix` (2–5 letters), a `word` of letters, an optional whole number. */
export function demoId(prefix, word, n) {
  const num = n === undefined ? "" : String(n);
  const body = `${word}${"0".repeat(Math.max(0, 26 - word.length - num.length))}${num}`;
  if (!/^[a-z]{2,5}$/.test(prefix) || !/^[a-z]+$/.test(word) || !/^\d*$/.test(num) || body.length !== 26) {
    throw new Error(`demoId: no id for ${prefix}/${word}/${num}`);
  }
  return `${prefix}_${body}`;
}

/** The demo accounts' ids (README "Demo accounts"). */
export const DEMO_USER = {
  listener: demoId("usr", "demolistener"),
  creator: demoId("usr", "democreator"),
  promoter: demoId("usr", "demopromoter"),
  admin: demoId("usr", "demoadmin"),
};
