// The public face of engagement (docs/decisions/0008): what other features and the app may use. Engagement:
// plays, likes and saves, and the counters they move. Other features import this file, `schema.ts` (read
// joins) and contract files only.
export { forgetSubjectStatements } from "./forget";
export { type RankedSubject, rankedViews, windowPlays } from "./play-rankings";
export { advancePlayWindows, PLAY_WINDOWS } from "./play-windows";
export { DEDUPE_WINDOW_MS, epochDay } from "./plays.rules";
export {
  counterStatements,
  type PlayCounter,
  type PlayReport,
  readPlayState,
  reportPlay,
} from "./plays.service";
export { type ReactionKind, reactedBy } from "./reaction-flags";
export { type ReactionSubject, setReaction } from "./reactions.service";
