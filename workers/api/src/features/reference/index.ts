// The public face of reference (docs/decisions/0008): what other features and the app may use. Reference
// data: genres, moods, origins, user types. Other features import this file, `schema.ts` (read joins) and
// contract files only.
export { UPGRADE_CREATOR_KINDS, UPGRADE_ROLES } from "./upgrade-grants";
