// The public face of upgrades (docs/decisions/0008): what other features and the app may use. Account
// upgrades: applications and their fee. Other features import this file, `schema.ts` (read joins) and
// contract files only.
export { upgradeSellable } from "./payment";
