// Beats and their licences (issue #34): what other features and the composition root may use.
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
export { refreshRecentPlays } from "./plays.service";
export { BEAT_LICENCE_REQUEST_TYPE, beatLicenceSellable } from "./sellable";
