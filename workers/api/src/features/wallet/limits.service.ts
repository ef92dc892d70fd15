import type { z } from "@hono/zod-openapi";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { causeMessages, fieldError, validationError } from "../../kit/errors";
import type { WalletLimits } from "./contract";
import {
  DAY_WINDOW_MS,
  DEFAULT_LIMITS,
  effectiveLimits,
  type Limits,
  type LimitWindow,
  limitMessage,
  limitsProblem,
  MAX_DAILY_LIMIT,
  MAX_MONTHLY_LIMIT,
  MONTH_WINDOW_MS,
  pendingRaise,
  planLimits,
} from "./limits.rules";
import { walletOperations, walletSettings } from "./schema";

/**
 * Creates the user's settings row with the default limits unless it exists. The withdrawal trigger
 * reads the defaults itself when there is no row, so this is needed only to write the PIN or limits.
 */
export async function ensureWalletSettings(db: Db, userId: string, now = new Date()) {
  await db
    .insert(walletSettings)
    .values({
      userId,
      dailyLimit: DEFAULT_LIMITS.dailyLimit,
      monthlyLimit: DEFAULT_LIMITS.monthlyLimit,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/** The user's settings row, or null before anything was set. */
export async function walletSettingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(walletSettings).where(eq(walletSettings.userId, userId));
  return row ?? null;
}

/** Cents of pending and completed withdrawals in the last 24 h and 30 days, as the trigger counts them. */
async function usedSoFar(db: Db, userId: string, now: Date) {
  const dayStart = now.getTime() - DAY_WINDOW_MS;
  const [row] = await db
    .select({
      daily: sql<number>`coalesce(sum(case when ${walletOperations.createdAt} > ${dayStart} then ${walletOperations.amount} end), 0)`,
      monthly: sql<number>`coalesce(sum(${walletOperations.amount}), 0)`,
    })
    .from(walletOperations)
    .where(
      and(
        eq(walletOperations.userId, userId),
        eq(walletOperations.type, "withdrawal"),
        inArray(walletOperations.status, ["pending", "completed"]),
        gt(walletOperations.createdAt, new Date(now.getTime() - MONTH_WINDOW_MS)),
      ),
    );
  return { daily: Number(row?.daily ?? 0), monthly: Number(row?.monthly ?? 0) };
}

/**
 * The user's limits in force at `now`, how much of them pending and completed withdrawals used (rolling
 * 24 h and 30 days), the platform maximums, and a raise still waiting its 24 h.
 */
export async function limitsView(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<z.output<typeof WalletLimits>> {
  const [row, used] = await Promise.all([walletSettingsOf(db, userId), usedSoFar(db, userId, now)]);
  const record = row ?? DEFAULT_LIMITS;
  const limits = effectiveLimits(record, now);
  const raise = pendingRaise(record, now);
  return {
    daily_limit: limits.daily,
    monthly_limit: limits.monthly,
    daily_used: used.daily,
    monthly_used: used.monthly,
    max_daily_limit: MAX_DAILY_LIMIT,
    max_monthly_limit: MAX_MONTHLY_LIMIT,
    pending: raise
      ? {
          daily_limit: raise.daily,
          monthly_limit: raise.monthly,
          effective_at: raise.effectiveAt.toISOString(),
        }
      : null,
  };
}

/**
 * Sets the user's limits: lower ones at once, raised ones after 24 h (limits.rules `planLimits`). Above
 * the platform maximums, or a monthly limit under the daily one, is a 422 on the field.
 */
export async function updateLimits(db: Db, userId: string, wanted: Limits, now = new Date()) {
  const problem = limitsProblem(wanted);
  if (problem) throw validationError(problem);
  await ensureWalletSettings(db, userId, now);
  const current = await walletSettingsOf(db, userId);
  const next = planLimits(current ?? DEFAULT_LIMITS, wanted, now);
  await db
    .update(walletSettings)
    .set({ ...next, updatedAt: now })
    .where(eq(walletSettings.userId, userId));
  return limitsView(db, userId, now);
}

const LIMIT_ABORTS: Array<[string, LimitWindow]> = [
  ["wallet: daily limit", "daily"],
  ["wallet: monthly limit", "monthly"],
];

/**
 * Maps the limits trigger's abort (migration 0013) to a 422 on `amount`; any other error is returned
 * unchanged. Given the limits view read before the batch, the message says how much is left.
 *
 * @example catch (error) { throw limitError(error, limitsBefore); }
 */
export function limitError(error: unknown, limits?: z.output<typeof WalletLimits>): unknown {
  for (const message of causeMessages(error)) {
    const hit = LIMIT_ABORTS.find(([text]) => message.includes(text));
    if (!hit) continue;
    const window = hit[1];
    const known = limits
      ? window === "daily"
        ? { limit: limits.daily_limit, left: limits.daily_limit - limits.daily_used }
        : { limit: limits.monthly_limit, left: limits.monthly_limit - limits.monthly_used }
      : undefined;
    return fieldError("amount", limitMessage(window, known));
  }
  return error;
}
