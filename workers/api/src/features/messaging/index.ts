// The public face of messaging (docs/decisions/0008): what other features and the app may use. Messaging:
// e-mail and SMS through their adapters. Other features import this file, `schema.ts` (read joins) and
// contract files only.
export { createMessenger } from "./messenger";
