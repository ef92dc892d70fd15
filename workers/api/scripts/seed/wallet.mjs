// A small wallet history for each demo account, so `npm run dev` shows a live summary chart: top-ups by
// card and mobile money, a withdrawal to mobile money (held, then paid out), service payments with the
// 2 % fee, and a declined top-up, over the last ~40 days. The money is written as REAL ledger rows
// (balanced postings whose triggers move the balances and whose CHECKs refuse an overdraft), plus the
// wallet_operations rows the history lists. Re-running is harmless: deterministic ids, and every
// statement that fires a ledger trigger is guarded by NOT EXISTS (never INSERT OR IGNORE, which would
// also silence a trigger's failed CHECK). No payment method is saved, so the demo accounts still start
// with the Payment modal's empty state.

import { demoId } from "./ids.mjs";
import { insertRow, q } from "./sql.mjs";

const DAY = 86_400_000;
const MINUTE = 60_000;

/** One account's story: days ago, what happened, in USD cents (scaled per account). */
const STORY = [
  { days: 38, kind: "topup", amount: 5_000, provider: "card", counterparty: "Visa •••• 4242" },
  { days: 30, kind: "topup", amount: 2_500, provider: "yopaymentsug", counterparty: "MTN +256 772 123 456" },
  {
    days: 21,
    kind: "service_payment",
    amount: 999,
    fee: 20,
    requestType: "account_upgrade",
    description: "Creator upgrade",
  },
  {
    days: 14,
    kind: "failed_topup",
    amount: 10_000,
    provider: "card",
    counterparty: "Visa •••• 0002",
    reason: "The card was declined.",
  },
  {
    days: 9,
    kind: "withdrawal",
    amount: 2_000,
    provider: "yopaymentsug",
    counterparty: "MTN +256 772 123 456",
  },
  { days: 4, kind: "topup", amount: 1_500, provider: "card", counterparty: "Visa •••• 4242" },
  {
    days: 1,
    kind: "service_payment",
    amount: 499,
    fee: 10,
    requestType: "beat_licence",
    description: "Beat licence: Kampala Nights",
  },
];

/** The wallet account of `userId`, as SQL. */
export const wallet = (userId) =>
  `(SELECT id FROM ledger_accounts WHERE user_id = ${q(userId)} AND kind = 'wallet')`;

/** A statement run once: `sql` (an INSERT … SELECT) only while `table` has no row matching `where`. */
export const once = (sql, table, where) => `${sql} WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${where});`;

/** The statements of one balanced ledger transaction (postings: [account SQL, cents]), applied once. */
export function transaction(id, kind, reference, postings, at) {
  const rows = postings
    .map(([account, amount]) => `SELECT ${q(id)} AS t, ${account} AS a, ${amount} AS m, ${at} AS c`)
    .join(" UNION ALL ");
  return [
    insertRow("ledger_transactions", {
      id,
      kind,
      reference,
      reverses_id: null,
      imbalance: 0,
      created_at: at,
    }),
    once(
      `INSERT INTO ledger_postings (transaction_id, account_id, amount, created_at) SELECT t, a, m, c FROM (${rows})`,
      "ledger_postings",
      `transaction_id = ${q(id)}`,
    ),
    `UPDATE ledger_transactions SET imbalance = (SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE transaction_id = ${q(id)}) WHERE id = ${q(id)};`,
  ];
}

/** One account's history: `scale` multiplies the amounts, `shift` moves every instant (ms). */
function accountStatements(userId, slug, scale, shift, now) {
  const s = [
    insertRow("ledger_accounts", {
      id: demoId("lac", `demo${slug}`),
      kind: "wallet",
      user_id: userId,
      provider: null,
      balance: 0,
      held: 0,
      created_at: now - 40 * DAY,
    }),
  ];
  const w = wallet(userId);
  STORY.forEach((step, n) => {
    const at = now - step.days * DAY + shift;
    const id = demoId("wop", `demo${slug}`, n + 1);
    const txn = demoId("txn", `demo${slug}`, n + 1);
    const amount = step.amount * scale;
    const fee = (step.fee ?? 0) * scale;
    const op = {
      id,
      user_id: userId,
      type: step.kind === "failed_topup" ? "topup" : step.kind,
      status: step.kind === "failed_topup" ? "failed" : "completed",
      amount,
      fee,
      signed_amount: step.kind === "topup" || step.kind === "failed_topup" ? amount : -(amount + fee),
      payment_method_id: null,
      provider: step.provider ?? null,
      provider_ref: step.provider ? `demo_${slug}_${n + 1}` : null,
      hold_id: null,
      transaction_id: step.kind === "failed_topup" ? null : txn,
      reference: null,
      description: step.description ?? null,
      counterparty: step.counterparty ?? "Ngoma",
      request_type: step.requestType ?? null,
      item_id: null,
      failure_reason: step.reason ?? null,
      created_at: at,
      updated_at: at,
      settled_at: at,
    };
    if (step.kind === "topup") {
      const clearing = `lac_provider_${step.provider}`;
      s.push(
        ...transaction(
          txn,
          "topup",
          id,
          [
            [q(clearing), -amount],
            [w, amount],
          ],
          at,
        ),
      );
    } else if (step.kind === "service_payment") {
      // The price and its fee are the platform's revenue until the sellers' earnings accounts exist.
      s.push(
        ...transaction(
          txn,
          "service_payment",
          id,
          [
            [w, -(amount + fee)],
            [q("lac_fees"), amount + fee],
          ],
          at,
        ),
      );
    } else if (step.kind === "withdrawal") {
      const hold = demoId("hld", `demo${slug}`, n + 1);
      const paid = at + 2 * MINUTE;
      op.hold_id = hold;
      op.settled_at = paid;
      s.push(
        once(
          `INSERT INTO ledger_holds (id, account_id, amount, state, expires_at, created_at) SELECT ${q(hold)}, ${w}, ${amount}, 'pending', ${at + DAY}, ${at}`,
          "ledger_holds",
          `id = ${q(hold)}`,
        ),
        `UPDATE ledger_holds SET state = 'posted', transaction_id = ${q(txn)}, updated_at = ${paid} WHERE id = ${q(hold)} AND state = 'pending';`,
        ...transaction(
          txn,
          "withdrawal",
          hold,
          [
            [w, -amount],
            [q(`lac_provider_${step.provider}`), amount],
          ],
          paid,
        ),
      );
    }
    // The balance just after this operation: the wallet's balance once its postings are in (null when it failed).
    const balanceAfter =
      step.kind === "failed_topup"
        ? "NULL"
        : `(SELECT balance FROM ledger_accounts WHERE user_id = ${q(userId)} AND kind = 'wallet')`;
    const columns = Object.keys(op);
    s.push(
      `INSERT OR IGNORE INTO wallet_operations (${columns.join(", ")}, balance_after) VALUES (${columns.map((c) => q(op[c])).join(", ")}, ${balanceAfter});`,
    );
  });
  return s;
}

/** Every demo account's wallet history, after the system accounts it moves money through. */
export function walletStatements(accounts, now) {
  const s = [
    insertRow("ledger_accounts", {
      id: "lac_fees",
      kind: "fees",
      user_id: null,
      provider: null,
      balance: 0,
      held: 0,
      created_at: now - 40 * DAY,
    }),
  ];
  for (const provider of ["card", "yopaymentsug"]) {
    s.push(
      insertRow("ledger_accounts", {
        id: `lac_provider_${provider}`,
        kind: "provider",
        user_id: null,
        provider,
        balance: 0,
        held: 0,
        created_at: now - 40 * DAY,
      }),
    );
  }
  accounts.forEach((account, i) => {
    s.push(...accountStatements(account.id, account.slug, i + 1, i * 3 * 3_600_000, now));
  });
  return { statements: s, operations: accounts.length * STORY.length };
}
