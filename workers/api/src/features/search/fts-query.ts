/** More terms than this add little to ranking and only make the FTS5 query more expensive. */
const MAX_TOKENS = 8;

/**
 * The shortest last word searched as a prefix. The FTS tables index 2- and 3-character prefixes, so
 * `"lo"*` is one index lookup; a 1-character prefix would merge the postings of every word with that
 * initial (measured ~20× slower at 100k tracks), so a lone letter is matched as a whole word.
 */
const MIN_PREFIX = 2;

/**
 * Turns what a listener typed into a safe FTS5 MATCH expression. The input is split the way the
 * `unicode61` tokenizer splits text (runs of letters and digits), so FTS5 operators (`AND`, `NEAR`, `*`,
 * `"`, `:`, `^`, parentheses, column filters) are never interpreted: every token is a double-quoted
 * string. The last token is a prefix (`"lo"*`, from 2 characters) so results appear while typing.
 * Tokens are ANDed.
 * Returns null when nothing searchable remains (e.g. only punctuation).
 *
 * @example toFtsQuery("Love  me, do") // '"love" "me" "do"*'
 */
export function toFtsQuery(input: string): string | null {
  const tokens = input
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, MAX_TOKENS);
  if (tokens.length === 0) return null;
  const last = tokens.length - 1;
  return tokens.map((t, i) => (i === last && [...t].length >= MIN_PREFIX ? `"${t}"*` : `"${t}"`)).join(" ");
}
