import type { Statement } from "../../kit/d1-batch";
import { AppError } from "../../kit/errors";
import { type Posting, splitCents } from "./rules";
import { type MoveGuard, systemAccountStatement, transferStatements } from "./service";

/*
 * Escrow moves (House v3, docs/decisions/0500): a market keeps a buyer's money in its escrow account
 * (`lac_escrow_<market>`) until the goods are delivered, then releases it to the seller — or splits it
 * among several, in whole cents that sum exactly — with the platform's fee, or refunds it. Each is a set
 * of statements for the batch that moves the market's own state, guarded so it happens once.
 */

/** One payee of a release and their share (a percentage, or any positive whole weight). */
export interface Payee {
  accountId: string;
  weight: number;
}

export interface Release {
  market: string;
  /** What the payees share, in cents (the fee is on top, out of the same escrow). */
  amount: number;
  payees: readonly Payee[];
  /** The platform's fee on this release (to `lac_fees`), 0 for none. */
  fee: number;
  kind: string;
  reference: string;
}

/** The postings of a release: the escrow pays every share and the fee; one account's shares are summed. */
export function releasePostings(release: Release, escrowId: string, feesId: string): Posting[] {
  const shares = splitCents(
    release.amount,
    release.payees.map((p) => p.weight),
  );
  const byAccount = new Map<string, number>();
  release.payees.forEach((p, i) => {
    byAccount.set(p.accountId, (byAccount.get(p.accountId) ?? 0) + (shares[i] ?? 0));
  });
  if (release.fee > 0) byAccount.set(feesId, (byAccount.get(feesId) ?? 0) + release.fee);
  const credits = [...byAccount]
    .filter(([, cents]) => cents > 0)
    .map(([accountId, amount]) => ({ accountId, amount }));
  return [{ accountId: escrowId, amount: -(release.amount + release.fee) }, ...credits];
}

/**
 * Releases `release.amount` (+ fee) from the market's escrow to its payees, split by weight with the
 * largest remainder, in one transaction.
 *
 * @example releaseStatements({ market: "songs", amount: 10_001, payees: [{ accountId: a, weight: 33 }, …], fee: 200,
 *   kind: "song_release", reference: dealId }, now, { onlyIf: dealIs(dealId, "completed") })
 */
export function releaseStatements(
  release: Release,
  now = Date.now(),
  guard?: MoveGuard,
): { id: string; statements: Statement[] } {
  if (
    !Number.isSafeInteger(release.amount) ||
    release.amount <= 0 ||
    !Number.isSafeInteger(release.fee) ||
    release.fee < 0
  ) {
    throw new AppError(422, "LEDGER_AMOUNT", "A release is a whole, positive number of cents.");
  }
  const escrow = systemAccountStatement({ kind: "escrow", market: release.market }, now);
  const fees = systemAccountStatement({ kind: "fees" }, now);
  const money = transferStatements(
    {
      kind: release.kind,
      reference: release.reference,
      postings: releasePostings(release, escrow.id, fees.id),
    },
    now,
    guard,
  );
  return { id: money.id, statements: [escrow.statement, fees.statement, ...money.statements] };
}
