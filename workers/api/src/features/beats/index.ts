// Beats and their licences (issue #34): what other features may use. So far the pure rules of licence
// tiers and musical keys; the beat service, listings and routes come with the rest of the issue.
export { canonicalKey, MUSICAL_KEYS } from "./keys.rules";
export {
  DEFAULT_TEMPLATE,
  type Deliverable,
  LICENCE_TIERS,
  type LicenceTerms,
  type LicenceTier,
  rightsLines,
  TIER_FILES,
  tierAvailability,
} from "./licences.rules";
