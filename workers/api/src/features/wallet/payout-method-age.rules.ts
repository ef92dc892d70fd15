import { fieldError } from "../../kit/errors";

/*
 * A new payout method waits a day before its first withdrawal (docs/decisions/0506): a stolen session
 * that adds its own number cannot empty the wallet into it before the owner reads the e-mail that says
 * it was added.
 */

export const PAYOUT_METHOD_WAIT_MS = 24 * 3_600_000;

/** When money may first be paid out to a method saved at `createdAt`. */
export function payoutOpensAt(createdAt: string | Date): Date {
  return new Date(new Date(createdAt).getTime() + PAYOUT_METHOD_WAIT_MS);
}

/**
 * Refuses a withdrawal to a method saved less than 24 h before `now`: 422 on `payment_method_id`, saying
 * when it opens.
 *
 * @example assertPayoutMethodSettled(method.view, Date.now());
 */
export function assertPayoutMethodSettled(method: { created_at: string }, now: number): void {
  const opens = payoutOpensAt(method.created_at);
  if (opens.getTime() <= now) return;
  throw fieldError(
    "payment_method_id",
    `This payout method was added less than 24 hours ago. You can withdraw to it from ${opens
      .toISOString()
      .slice(0, 16)
      .replace("T", " ")} UTC.`,
  );
}
