import { and, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Bindings } from "../../env";
import type { Db } from "../../kit/db";
import { AppError, fieldError } from "../../kit/errors";
import type { AccountEventSink, AuthContext } from "../accounts";
import { checkCode, hashPassword, issueCode, normaliseTarget, verifyPassword } from "../accounts";
import { createMessenger } from "../messaging";
import { DEFAULT_LIMITS } from "./limits.rules";
import { walletSettingsOf } from "./limits.service";
import {
  PIN_LOCK_MS,
  PIN_LOCK_WINDOW_MS,
  PIN_LOCKS_BEFORE_CODE,
  PIN_MAX_FAILURES,
  PIN_MESSAGES,
  pinLocked,
  pinProblem,
  triesLeft,
} from "./pin.rules";
import { walletSettings } from "./schema";

/*
 * The wallet PIN under the password KDF (PBKDF2, docs/decisions/0002), and its attempt counter. A try is
 * counted before the PIN is compared, in one conditional UPDATE … RETURNING (docs/decisions/0010), so
 * parallel guesses never get more than 5 comparisons before the 15 minute lock; the second lock within
 * 24 h holds until the owner sets the PIN again with an e-mailed code (docs/decisions/0506).
 */

/** 429 `PIN_LOCKED` with the seconds until the lock ends. */
export const pinLockedError = (until: Date, now: Date) =>
  new AppError(429, "PIN_LOCKED", PIN_MESSAGES.locked, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))),
  });

/** 403 `PIN_CODE_REQUIRED`: repeated locks; waiting does not help, an e-mailed code does. */
export const pinCodeRequiredError = () => new AppError(403, "PIN_CODE_REQUIRED", PIN_MESSAGES.codeRequired);

/** What the PIN state looks like to its owner. */
export interface PinState {
  has_pin: boolean;
  pin_locked_until: string | null;
  pin_code_required: boolean;
}

/** Whether the user has a PIN, until when wrong tries lock withdrawals, and whether only a code lifts it. */
export async function pinState(db: Db, userId: string, now = new Date()): Promise<PinState> {
  const row = await walletSettingsOf(db, userId);
  const codeRequired = Boolean(row?.pinHash && row.pinCodeRequired);
  return {
    has_pin: Boolean(row?.pinHash),
    pin_locked_until:
      row && !codeRequired && pinLocked(row, now) ? (row.pinLockedUntil?.toISOString() ?? null) : null,
    pin_code_required: codeRequired,
  };
}

/** How a PIN try is reported: the field its errors name, and where a lock is told to the owner. */
export interface PinCheckOptions {
  field?: string;
  events?: AccountEventSink;
}

/**
 * Checks the user's wallet PIN; the withdrawal calls it before moving money. Throws 422 on `field`
 * ("Wrong PIN. N tries left." or "Set a wallet PIN first."), 429 `PIN_LOCKED` with `Retry-After` (also
 * for the right PIN while locked), or 403 `PIN_CODE_REQUIRED` once repeated locks need an e-mailed code.
 * The 5th wrong try locks for 15 minutes, the second lock within 24 h until the PIN is set again with a
 * code (setPin); each lock is raised as `wallet_pin_locked`. A right PIN resets the count of tries.
 */
export async function checkPin(
  db: Db,
  userId: string,
  pin: string,
  now = new Date(),
  { field = "pin", events }: PinCheckOptions = {},
) {
  const lockEnd = now.getTime() + PIN_LOCK_MS;
  const s = walletSettings;
  // An expired lock starts a fresh count of 1; the try that reaches 5 sets the lock before comparing,
  // so tries racing it are refused (a right 5th PIN lifts it again below). Locks add up in a 24 h window
  // opened by the first; the one reaching PIN_LOCKS_BEFORE_CODE holds until an e-mailed code.
  const failures = sql`(case when ${s.pinLockedUntil} is not null then 1 else ${s.pinFailures} + 1 end)`;
  const locking = sql`(${failures} >= ${PIN_MAX_FAILURES})`;
  const inWindow = sql`(${s.pinLockWindowAt} is not null and ${s.pinLockWindowAt} > ${now.getTime() - PIN_LOCK_WINDOW_MS})`;
  const locks = sql`(case when ${inWindow} then ${s.pinLockCount} + 1 else 1 end)`;
  const [row] = await db
    .update(s)
    .set({
      pinFailures: failures,
      pinLockedUntil: sql`(case when ${locking} then ${lockEnd} else null end)`,
      pinLockCount: sql`(case when ${locking} then ${locks} else ${s.pinLockCount} end)`,
      pinLockWindowAt: sql`(case when ${locking} and not ${inWindow} then ${now.getTime()} else ${s.pinLockWindowAt} end)`,
      pinCodeRequired: sql`(case when ${locking} and ${locks} >= ${PIN_LOCKS_BEFORE_CODE} then 1 else ${s.pinCodeRequired} end)`,
    })
    .where(
      and(
        eq(s.userId, userId),
        isNotNull(s.pinHash),
        eq(s.pinCodeRequired, false),
        or(isNull(s.pinLockedUntil), lte(s.pinLockedUntil, now)),
      ),
    )
    .returning({ pinHash: s.pinHash, pinFailures: s.pinFailures, pinCodeRequired: s.pinCodeRequired });
  if (!row?.pinHash) {
    const settings = await walletSettingsOf(db, userId);
    if (settings?.pinHash && settings.pinCodeRequired) throw pinCodeRequiredError();
    // A PIN that exists but could not be counted was locked when this try arrived (a right PIN racing
    // it may have lifted the lock since): the try is refused as locked either way.
    if (settings?.pinHash)
      throw pinLockedError(settings.pinLockedUntil ?? new Date(now.getTime() + 1000), now);
    throw fieldError(field, PIN_MESSAGES.notSet);
  }
  const lockedNow = row.pinFailures >= PIN_MAX_FAILURES;
  if (await verifyPassword(pin, row.pinHash)) {
    await db
      .update(s)
      .set({
        pinFailures: 0,
        pinLockedUntil: null,
        // The right PIN on the locking try: that lock never happened.
        ...(lockedNow ? { pinLockCount: sql`max(${s.pinLockCount} - 1, 0)`, pinCodeRequired: false } : {}),
      })
      .where(eq(s.userId, userId));
    return;
  }
  if (!lockedNow) throw fieldError(field, PIN_MESSAGES.wrong(triesLeft(row.pinFailures)));
  await events?.({ type: "wallet_pin_locked", userId, codeRequired: row.pinCodeRequired });
  throw row.pinCodeRequired ? pinCodeRequiredError() : pinLockedError(new Date(lockEnd), now);
}

/** What proves a PIN change: the current PIN, or a code e-mailed by `sendPinCode`. */
export interface PinChange {
  pin: string;
  current_pin?: string;
  code?: string;
}

/**
 * Sets or changes the wallet PIN. A first PIN needs nothing more; a change needs `current_pin` (counted
 * like any PIN try) or an e-mailed `code` (which also lifts a lock: it proves the owner). A trivial PIN
 * is 422 on `pin`; a change without proof is 422 on `current_pin`.
 */
export async function setPin(
  env: Bindings,
  db: Db,
  caller: AuthContext,
  input: PinChange,
  now = new Date(),
  events?: AccountEventSink,
) {
  const problem = pinProblem(input.pin);
  if (problem) throw fieldError("pin", problem);
  const userId = caller.user.id;
  const pinHash = await hashPassword(input.pin);
  const fresh = {
    pinHash,
    pinSetAt: now,
    pinFailures: 0,
    pinLockedUntil: null,
    pinLockCount: 0,
    pinLockWindowAt: null,
    pinCodeRequired: false,
    updatedAt: now,
  };

  const existing = await walletSettingsOf(db, userId);
  if (!existing?.pinHash) {
    // Set only while there is none: of two first sets racing, the second must prove like a change.
    const set = await db
      .insert(walletSettings)
      .values({
        userId,
        dailyLimit: DEFAULT_LIMITS.dailyLimit,
        monthlyLimit: DEFAULT_LIMITS.monthlyLimit,
        ...fresh,
      })
      .onConflictDoUpdate({
        target: walletSettings.userId,
        set: fresh,
        setWhere: isNull(walletSettings.pinHash),
      })
      .returning({ userId: walletSettings.userId });
    if (set.length > 0) return;
  }

  if (input.code) {
    const target = normaliseTarget("wallet_pin", caller.user.email);
    await checkCode(db, env, { purpose: "wallet_pin", target, code: input.code, consume: true }, now);
  } else if (input.current_pin) {
    await checkPin(db, userId, input.current_pin, now, { field: "current_pin", events });
  } else {
    throw fieldError("current_pin", PIN_MESSAGES.proof);
  }
  await db.update(walletSettings).set(fresh).where(eq(walletSettings.userId, userId));
}

/** E-mails the signed-in user a code that lets them change their wallet PIN without the current one. */
export async function sendPinCode(env: Bindings, db: Db, caller: AuthContext) {
  const target = normaliseTarget("wallet_pin", caller.user.email);
  const code = await issueCode(db, env, { purpose: "wallet_pin", target, userId: caller.user.id });
  if (!code) return target;
  await createMessenger(env, db).sendEmail({
    to: target,
    subject: "Your Ngoma wallet PIN code",
    body: `Your code to change your Ngoma wallet PIN is ${code}. It expires in 10 minutes. If you did not ask for it, change your password.`,
    code,
  });
  return target;
}
