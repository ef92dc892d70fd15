import type { FieldErrors } from "../../kit/errors";

/*
 * Withdrawal limits (spec §3, docs/decisions/0503): rolling 24 h and 30 day sums of a user's pending and
 * completed withdrawals, in USD cents. Lowering a limit applies at once; raising one waits 24 h, so a
 * stolen session cannot raise the limits and drain the wallet in one sitting.
 */

/** A new wallet's limits: $1,000 a day, $10,000 in 30 days. Migration 0013's trigger repeats them. */
export const DEFAULT_DAILY_LIMIT = 100_000;
export const DEFAULT_MONTHLY_LIMIT = 1_000_000;
/** The most a user may raise them to: $5,000 a day, $50,000 in 30 days. */
export const MAX_DAILY_LIMIT = 500_000;
export const MAX_MONTHLY_LIMIT = 5_000_000;
/** How long a raise waits before it applies. */
export const RAISE_DELAY_MS = 24 * 3_600_000;
export const DAY_WINDOW_MS = 24 * 3_600_000;
export const MONTH_WINDOW_MS = 30 * 24 * 3_600_000;

/** The limits columns of a settings row. */
export interface LimitsRecord {
  dailyLimit: number;
  monthlyLimit: number;
  raisedDailyLimit: number | null;
  raisedMonthlyLimit: number | null;
  raiseEffectiveAt: Date | null;
}

export interface Limits {
  daily: number;
  monthly: number;
}

export const DEFAULT_LIMITS: LimitsRecord = {
  dailyLimit: DEFAULT_DAILY_LIMIT,
  monthlyLimit: DEFAULT_MONTHLY_LIMIT,
  raisedDailyLimit: null,
  raisedMonthlyLimit: null,
  raiseEffectiveAt: null,
};

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;

/**
 * The limits in force at `at`: a raise counts once its time has come (exactly as the trigger decides).
 *
 * @example effectiveLimits({ dailyLimit: 100, monthlyLimit: 500, raisedDailyLimit: 200, raisedMonthlyLimit: 500, raiseEffectiveAt: past }, now) // { daily: 200, monthly: 500 }
 */
export function effectiveLimits(row: LimitsRecord, at: Date): Limits {
  const raised = row.raiseEffectiveAt !== null && row.raiseEffectiveAt.getTime() <= at.getTime();
  return {
    daily: raised ? (row.raisedDailyLimit ?? row.dailyLimit) : row.dailyLimit,
    monthly: raised ? (row.raisedMonthlyLimit ?? row.monthlyLimit) : row.monthlyLimit,
  };
}

/** The raise still waiting at `at`, or null. */
export function pendingRaise(row: LimitsRecord, at: Date): (Limits & { effectiveAt: Date }) | null {
  if (!row.raiseEffectiveAt || row.raiseEffectiveAt.getTime() <= at.getTime()) return null;
  return {
    daily: row.raisedDailyLimit ?? row.dailyLimit,
    monthly: row.raisedMonthlyLimit ?? row.monthlyLimit,
    effectiveAt: row.raiseEffectiveAt,
  };
}

/** Field messages for requested limits outside the rules, or null. */
export function limitsProblem(wanted: Limits): FieldErrors | null {
  const fields: FieldErrors = {};
  if (wanted.daily > MAX_DAILY_LIMIT) {
    fields.daily_limit = [`Daily limit can be at most ${dollars(MAX_DAILY_LIMIT)}.`];
  }
  if (wanted.monthly > MAX_MONTHLY_LIMIT) {
    fields.monthly_limit = [`Monthly limit can be at most ${dollars(MAX_MONTHLY_LIMIT)}.`];
  }
  if (!fields.monthly_limit && wanted.monthly < wanted.daily) {
    fields.monthly_limit = ["Monthly limit must be at least the daily limit."];
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * The row after a change to `wanted` at `now`: each limit that goes down (or stays) applies at once; if
 * either goes up, both wanted values wait 24 h as the raise (a lowered one already applies meanwhile).
 * A change replaces any raise still waiting; one whose time has come is folded in first.
 *
 * @example planLimits(DEFAULT_LIMITS, { daily: 50_000, monthly: 1_000_000 }, now).dailyLimit // 50_000
 */
export function planLimits(current: LimitsRecord, wanted: Limits, now: Date): LimitsRecord {
  const inForce = effectiveLimits(current, now);
  const raising = wanted.daily > inForce.daily || wanted.monthly > inForce.monthly;
  if (!raising) {
    return {
      dailyLimit: wanted.daily,
      monthlyLimit: wanted.monthly,
      raisedDailyLimit: null,
      raisedMonthlyLimit: null,
      raiseEffectiveAt: null,
    };
  }
  return {
    dailyLimit: Math.min(wanted.daily, inForce.daily),
    monthlyLimit: Math.min(wanted.monthly, inForce.monthly),
    raisedDailyLimit: wanted.daily,
    raisedMonthlyLimit: wanted.monthly,
    raiseEffectiveAt: new Date(now.getTime() + RAISE_DELAY_MS),
  };
}

/** Which window a refused withdrawal passed. */
export type LimitWindow = "daily" | "monthly";

/**
 * The message for a withdrawal refused by `window`, saying what is left when the caller knows it.
 *
 * @example limitMessage("daily", { limit: 100_000, left: 25_000 }) // "This is over your daily withdrawal limit of $1,000. You can withdraw up to $250 more today."
 */
export function limitMessage(window: LimitWindow, known?: { limit: number; left: number }): string {
  const when = window === "daily" ? "today" : "in the next 30 days";
  if (!known) return `This is over your ${window} withdrawal limit. Try a smaller amount.`;
  const left = Math.max(0, known.left);
  const rest =
    left > 0 ? `You can withdraw up to ${dollars(left)} more ${when}.` : `You cannot withdraw more ${when}.`;
  return `This is over your ${window} withdrawal limit of ${dollars(known.limit)}. ${rest}`;
}
