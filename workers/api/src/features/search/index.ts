// The public face of search (docs/decisions/0008): what other features and the app may use. Search: the
// index other features keep current. Other features import this file, `schema.ts` (read joins) and contract
// files only.
export { toFtsQuery } from "./fts-query";
