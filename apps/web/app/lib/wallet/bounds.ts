// The wallet forms' bounds, the hidden "shown" field beside an amount and where the summary's forms post:
// what the wallet pages show before any check runs. No zod here, so a page's first load carries none; the schemas that enforce
// these bounds (forms.ts) load with a form's first use.
import type { WalletBounds } from "../api/contract";

/** The api's bounds; typed by its constants, so the two cannot drift apart silently. */
export const TOPUP_MIN_CENTS: WalletBounds["topupMin"] = 100;
export const TOPUP_MAX_CENTS: WalletBounds["topupMax"] = 1_000_000;
export const WITHDRAW_MIN_CENTS: WalletBounds["withdrawMin"] = 100;
export const MAX_DAILY_LIMIT_CENTS: WalletBounds["maxDailyLimit"] = 500_000;
export const MAX_MONTHLY_LIMIT_CENTS: WalletBounds["maxMonthlyLimit"] = 5_000_000;
/** The smallest limit the api's update-limits contract takes: $1. */
export const LIMIT_MIN_CENTS = 100;

/**
 * The hidden field beside an amount input that holds the US cents of what it started with or of the
 * amount shown next to it: typed back exactly as shown, the amount is those cents (parseLocalAmount).
 */
export const shownField = (field: string) => `${field}_shown`;

/** How a change of the withdrawal limits takes effect (the api's rule), on the card and in its form. */
export const LIMITS_RULE = "Lowering a limit applies at once; raising one takes effect after 24 hours.";

/** Where the summary's forms post (the index route of /my-wallet). */
export const SUMMARY_ACTION = "/my-wallet?index";
