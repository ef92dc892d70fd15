// SQL that writes a synthetic wallet history for bench/wallet-cost.mjs straight into the local D1 state,
// through the ledger's own triggers and CHECKs (migrations 0008–0014): every row is made by SQLite from
// a numbered sequence (a recursive CTE), so 1M operations are a few dozen statements, not a million
// literals. Row shapes follow workers/api/scripts/seed/wallet.mjs.
//
// One user's i-th operation (k = 0, 1, …) is decided by k % 10: 0–3 and 9 a completed top-up (3 by mobile
// money, the rest by card), 4 a declined card top-up (no money moves), 5–6 a withdrawal to mobile money
// (a hold, posted two minutes later), 7–8 a service payment with the 2 % fee. Every block of ten brings
// in far more than it takes out.
//
// The ledger is written in four passes per slice of users, each a whole statement whose triggers keep
// the balances: (A) the credit transactions and their balanced postings, (B) every withdrawal's hold,
// pending, (C) the holds posted, (D) the debit transactions and their postings. A wallet has had all its
// credits before any hold or debit, so the no-overdraft CHECKs hold at every step, and each balance ends
// as the sum of its postings. The operations come last, in time order per user, so the withdrawal-limit
// trigger sees each user's earlier withdrawals only.

const DAY = 86_400_000;
const oneLine = (sql) => sql.replace(/\s+/g, " ").trim();

/** The staging table the passes read (dropped at the end). */
export const STAGING = "bench_wallet_ops";

export const createStaging = () =>
  oneLine(`CREATE TABLE IF NOT EXISTS ${STAGING} (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL, account TEXT NOT NULL, method TEXT NOT NULL, k INTEGER NOT NULL,
    type TEXT NOT NULL, status TEXT NOT NULL, provider TEXT NOT NULL, amount INTEGER NOT NULL,
    fee INTEGER NOT NULL, signed INTEGER NOT NULL, created_at INTEGER NOT NULL, txn TEXT, hold TEXT,
    balance_after INTEGER);`);

/**
 * Stages the operations of a range of sequence numbers [from, to): `user` and `k` are SQL over the
 * sequence number `i` (the user's id and the operation's index), `n` the user's operation count, `salt`
 * SQL varying amounts between users. The user's operations are spread evenly over the `spanDays` before
 * `end` (epoch ms). The wallet account is `lac_b_<user>`, the method `pm_b_<user>`.
 */
export function stageOperations({ from, to, user, k, n, salt, spanDays, end }) {
  const span = spanDays * DAY;
  const step = Math.floor(span / n);
  const jitter = Math.max(1, Math.floor(step / 2));
  return oneLine(`
    WITH RECURSIVE seq(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM seq WHERE i + 1 < ${to}),
    base AS (SELECT ${user} AS u, ${k} AS k, ${salt} AS s FROM seq),
    kinds AS (SELECT u, k, s, k % 10 AS c FROM base),
    shaped AS (SELECT u, k, c,
      CASE WHEN c IN (5, 6) THEN 'withdrawal' WHEN c IN (7, 8) THEN 'service_payment' ELSE 'topup' END AS type,
      CASE WHEN c = 4 THEN 'failed' ELSE 'completed' END AS status,
      CASE WHEN c IN (3, 5, 6) THEN 'yopaymentsug' ELSE 'card' END AS provider,
      CASE WHEN c IN (5, 6) THEN 500 + ((k * 13 + s) % 20) * 50
           WHEN c IN (7, 8) THEN 300 + ((k * 7 + s) % 10) * 100
           ELSE 2000 + ((k * 37 + s) % 30) * 100 END AS amount,
      ${end - span} + k * ${step} + ((s * 7919 + k * 104729) % ${jitter}) AS created_at
      FROM kinds),
    priced AS (SELECT *, CASE WHEN type = 'service_payment' THEN (amount * 2 + 50) / 100 ELSE 0 END AS fee FROM shaped)
    INSERT INTO ${STAGING} (id, user_id, account, method, k, type, status, provider, amount, fee, signed,
      created_at, txn, hold, balance_after)
    SELECT 'wop_b_' || u || '_' || k, u, 'lac_b_' || u, 'pm_b_' || u, k, type, status, provider, amount, fee,
      CASE WHEN type = 'topup' THEN amount ELSE -(amount + fee) END, created_at,
      CASE WHEN status = 'completed' THEN 'txn_b_' || u || '_' || k END,
      CASE WHEN type = 'withdrawal' THEN 'hld_b_' || u || '_' || k END,
      CASE WHEN status = 'completed' THEN sum(CASE WHEN status = 'completed'
        THEN (CASE WHEN type = 'topup' THEN amount ELSE -(amount + fee) END) ELSE 0 END)
        OVER (PARTITION BY u ORDER BY k ROWS UNBOUNDED PRECEDING) END
    FROM priced;`);
}

/** The instant a staged operation's money moved: a withdrawal is paid two minutes after it was made. */
const movedAt = "(CASE WHEN type = 'withdrawal' THEN created_at + 120000 ELSE created_at END)";

/** The counter-account of a staged operation: the provider's clearing account, or the fee account. */
const counterAccount =
  "(CASE WHEN type = 'service_payment' THEN 'lac_fees' ELSE 'lac_provider_' || provider END)";

/** The statements that write the staged operations into the ledger and the history (see the header). */
export function ledgerPasses() {
  const credit = "status = 'completed' AND type = 'topup'";
  const debit = "status = 'completed' AND type <> 'topup'";
  const transactions = (where) =>
    oneLine(`INSERT INTO ledger_transactions (id, kind, reference, reverses_id, imbalance, created_at)
      SELECT txn, type, CASE WHEN type = 'withdrawal' THEN hold ELSE id END, NULL, 0, ${movedAt}
      FROM ${STAGING} WHERE ${where} ORDER BY user_id, k;`);
  // Two postings per transaction that sum to zero: the wallet's side and the counter-account's.
  const postings = (where) =>
    oneLine(`INSERT INTO ledger_postings (transaction_id, account_id, amount, created_at)
      SELECT txn, acc, amt, at FROM (
        SELECT user_id, k, 0 AS side, txn, account AS acc, signed AS amt, ${movedAt} AS at FROM ${STAGING} WHERE ${where}
        UNION ALL
        SELECT user_id, k, 1, txn, ${counterAccount}, -signed, ${movedAt} FROM ${STAGING} WHERE ${where})
      ORDER BY user_id, k, side;`);
  return [
    transactions(credit),
    postings(credit),
    oneLine(`INSERT INTO ledger_holds (id, account_id, amount, state, expires_at, created_at)
      SELECT hold, account, amount, 'pending', created_at + ${DAY}, created_at FROM ${STAGING}
      WHERE type = 'withdrawal' ORDER BY user_id, k;`),
    oneLine(`UPDATE ledger_holds SET state = 'posted', transaction_id = 'txn_b_' || substr(id, 7),
      updated_at = created_at + 120000 WHERE id IN (SELECT hold FROM ${STAGING} WHERE type = 'withdrawal');`),
    transactions(debit),
    postings(debit),
    oneLine(`INSERT INTO wallet_operations (id, user_id, type, status, amount, fee, signed_amount,
        payment_method_id, provider, provider_ref, hold_id, transaction_id, reference, description,
        counterparty, request_type, item_id, failure_reason, balance_after, poll_after, expires_at,
        created_at, updated_at, settled_at)
      SELECT id, user_id, type, status, amount, fee, signed,
        CASE WHEN type = 'service_payment' THEN NULL ELSE method END,
        CASE WHEN type = 'service_payment' THEN NULL ELSE provider END,
        CASE WHEN type = 'service_payment' THEN NULL ELSE 'bench_' || id END,
        hold, txn, NULL,
        CASE type WHEN 'topup' THEN 'Wallet top-up' WHEN 'withdrawal' THEN 'Withdrawal' ELSE 'Beat licence' END,
        CASE WHEN type = 'service_payment' THEN 'Ngoma' WHEN provider = 'card' THEN 'Visa •••• 4242'
          ELSE 'MTN +256 772 123 456' END,
        CASE WHEN type = 'service_payment' THEN 'beat_licence' END, NULL,
        CASE WHEN status = 'failed' THEN 'Your card was declined.' END,
        balance_after, NULL, NULL, created_at, ${movedAt}, ${movedAt}
      FROM ${STAGING} ORDER BY user_id, created_at;`),
    `DELETE FROM ${STAGING};`,
  ];
}

/**
 * A user's wallet account and a saved card (`pm_b_<user>`) the history names; `deleted` marks the card
 * as since removed (the bench users add their live methods through the api).
 */
export function walletOwnerRows(userSql, { from, to, createdAt, deleted = false }) {
  const details = JSON.stringify({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2031 });
  const seq = `WITH RECURSIVE seq(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM seq WHERE i + 1 < ${to})`;
  return [
    oneLine(`${seq} INSERT INTO ledger_accounts (id, kind, user_id, provider, balance, held, created_at)
      SELECT 'lac_b_' || ${userSql}, 'wallet', ${userSql}, NULL, 0, 0, ${createdAt} FROM seq;`),
    oneLine(`${seq} INSERT INTO payment_methods (id, user_id, type, name, details, token, is_default,
        created_at, updated_at, deleted_at)
      SELECT 'pm_b_' || ${userSql}, ${userSql}, 'card', 'Visa', '${details}', 'tok_bench_' || ${userSql},
        ${deleted ? 0 : 1}, ${createdAt}, ${createdAt}, ${deleted ? createdAt : "NULL"} FROM seq;`),
  ];
}

/** Users rows for the platform's other wallet owners `usr_bench_<0000000 …>` (no password: never signed in). */
export function benchUsers({ from, to, createdAt }) {
  return oneLine(`WITH RECURSIVE seq(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM seq WHERE i + 1 < ${to})
    INSERT INTO users (id, name, email, country, status, email_verified_at, created_at, updated_at)
    SELECT 'usr_bench_' || printf('%07d', i), 'Bench user ' || i, 'bench' || i || '@bench.ngoma.dev', 'UG',
      'active', ${createdAt}, ${createdAt}, ${createdAt} FROM seq;`);
}

/** The ledger's invariants over the whole state: [unbalanced transactions, wallets off their postings, negative wallets]. */
export const INVARIANT_CHECKS = [
  oneLine(`SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_postings GROUP BY transaction_id
    HAVING sum(amount) <> 0)`),
  oneLine(`SELECT count(*) AS n FROM ledger_accounts a WHERE balance <>
    (SELECT coalesce(sum(amount), 0) FROM ledger_postings p WHERE p.account_id = a.id)`),
  "SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'wallet' AND (balance < 0 OR held > balance)",
];
