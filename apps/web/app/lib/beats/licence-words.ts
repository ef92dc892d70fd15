// The words every beat page uses for licences: the api's tiers in its order (features/beats/licences.rules
// LICENCE_TIERS; market-tiers.test compares them), their names, and the files they deliver. One home, so
// the producer's editor, the market and My licences name things alike.
import type { LicenceTier, TierAvailability } from "../api/contract";

export const LICENCE_TIERS = [
  "basic",
  "premium",
  "trackout",
  "unlimited",
  "exclusive",
] as const satisfies readonly LicenceTier[];

export const TIER_LABELS: Readonly<Record<LicenceTier, string>> = {
  basic: "Basic",
  premium: "Premium",
  trackout: "Trackout",
  unlimited: "Unlimited",
  exclusive: "Exclusive",
};

export const tierLabel = (tier: LicenceTier) => TIER_LABELS[tier];

/** A delivered file's name. */
export const FILE_LABELS: Readonly<Record<TierAvailability["files"][number], string>> = {
  mp3: "MP3",
  wav: "WAV",
  stems: "Stems (ZIP)",
};

/** The files a tier delivers, named. */
export const filesText = (files: TierAvailability["files"]) => files.map((f) => FILE_LABELS[f]).join(", ");
