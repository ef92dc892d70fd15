// Seeded wallet platforms for bench/wallet-cost.mjs, kept between runs (kept-state.mjs) in
// .cache/bench-wallet/<operations>-<hash of the migrations, the seed scripts and this seeder>/: the demo
// accounts (the api's own seed, accounts only) and a wallet history written through the ledger's
// triggers (wallet-history.mjs):
// - the normal user, the demo listener, with `normalOps` operations over the last 180 days;
// - the heavy user, the demo creator, with `heavyOps` operations over the last 2 years;
// - the platform's other users (`usr_bench_*`, 50 operations each over 2 years) holding `operations`.
// The two signed-in users' histories are the same at every size, so their calls can be compared between
// sizes. Each state records its seed instant and users in bench-wallet.json.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_USER } from "../../workers/api/scripts/seed/ids.mjs";
import { execStatements, openLocalStack } from "../../workers/api/scripts/seed/local-stack.mjs";
import { walletStatements } from "../../workers/api/scripts/seed/wallet.mjs";
import { DEMO_PASSWORD } from "../../workers/api/scripts/seed.mjs";
import { migratedWithDemoAccounts } from "./demo-accounts-state.mjs";
import { filesHash, keptState, workingCopy } from "./kept-state.mjs";
import {
  benchUsers,
  createStaging,
  INVARIANT_CHECKS,
  ledgerPasses,
  STAGING,
  stageOperations,
  walletOwnerRows,
} from "./wallet-history.mjs";

const DAY = 86_400_000;
/** Operations per other user, and how many users' histories one slice of statements writes. */
const PER_USER = 50;
const USERS_PER_SLICE = 1000;
const META = "bench-wallet.json";

export const NORMAL_USER = { id: DEMO_USER.listener, email: "listener@demo.ngoma.dev" };
export const HEAVY_USER = { id: DEMO_USER.creator, email: "creator@demo.ngoma.dev" };
export { DEMO_PASSWORD };

async function run(db, statements) {
  await execStatements(db, statements, 1);
}

/** Writes one signed-in user's history: `ops` operations over `spanDays` before `end`. */
async function seedBenchUser(db, user, { ops, spanDays, salt, end }) {
  const literal = `'${user.id}'`;
  await run(db, walletOwnerRows(literal, { from: 0, to: 1, createdAt: end - spanDays * DAY, deleted: true }));
  await run(db, [
    stageOperations({ from: 0, to: ops, user: literal, k: "i", n: ops, salt: String(salt), spanDays, end }),
    ...ledgerPasses(),
  ]);
}

/** Seeds the platform of `operations` other operations into `dir`. */
async function seedPlatform(dir, { operations, heavyOps, normalOps }, log) {
  await migratedWithDemoAccounts(dir);
  const end = Date.now();
  const { db, dispose } = await openLocalStack(dir);
  try {
    // The fee account and the providers' clearing accounts, as the demo seed makes them.
    await run(db, [...walletStatements([], end).statements, createStaging()]);
    await seedBenchUser(db, NORMAL_USER, { ops: normalOps, spanDays: 180, salt: 3, end });
    await seedBenchUser(db, HEAVY_USER, { ops: heavyOps, spanDays: 730, salt: 7, end });
    log(`normal user ${normalOps} operations, heavy user ${heavyOps}`);
    const started = Date.now();
    const user = `'usr_bench_' || printf('%07d', i / ${PER_USER})`;
    for (let from = 0; from < operations; from += PER_USER * USERS_PER_SLICE) {
      const to = Math.min(operations, from + PER_USER * USERS_PER_SLICE);
      const users = { from: from / PER_USER, to: Math.ceil(to / PER_USER), createdAt: end - 730 * DAY };
      const owner = `'usr_bench_' || printf('%07d', i)`;
      await run(db, [benchUsers(users), ...walletOwnerRows(owner, users)]);
      await run(db, [
        stageOperations({
          from,
          to,
          user,
          k: `i % ${PER_USER}`,
          n: PER_USER,
          salt: `i / ${PER_USER}`,
          spanDays: 730,
          end,
        }),
        ...ledgerPasses(),
      ]);
      const rate = Math.round(to / ((Date.now() - started) / 1000));
      log(`other users' operations: ${to}/${operations} (${rate}/s)`);
    }
    await run(db, [`DROP TABLE ${STAGING};`]);
    const found = [];
    for (const sql of INVARIANT_CHECKS) found.push((await db.prepare(sql).first()).n);
    if (found.some((n) => n !== 0)) {
      throw new Error(
        `seeded ledger broken: ${found[0]} unbalanced transactions, ${found[1]} balances off their postings, ${found[2]} overdrawn wallets`,
      );
    }
    const counted = await db
      .prepare(
        "SELECT (SELECT count(*) FROM wallet_operations) AS ops, (SELECT count(*) FROM ledger_postings) AS postings, (SELECT count(*) FROM ledger_accounts WHERE kind = 'wallet') AS wallets",
      )
      .first();
    log(
      `${counted.ops} operations, ${counted.postings} postings, ${counted.wallets} wallets; every transaction balanced, every balance the sum of its postings`,
    );
  } finally {
    await dispose();
  }
  writeFileSync(
    path.join(dir, META),
    JSON.stringify({ end, operations, heavyOps, normalOps, normal: NORMAL_USER, heavy: HEAVY_USER }),
  );
}

/**
 * A working copy (in `workDir`) of the wallet platform with `operations` operations of other users,
 * seeding it first when no kept copy matches (or when `reseed`). Returns `{ persistTo, seededMs, meta }`
 * (`meta.end`: the instant the seeded histories end).
 *
 * @example const { persistTo, meta } = await seededWallet(10_000, "/tmp/run-10k", { heavyOps: 20_000 });
 */
export async function seededWallet(operations, workDir, { reseed = false, heavyOps, normalOps }) {
  const hash = filesHash({
    dirs: ["workers/api/migrations", "workers/api/scripts"],
    extensions: [".sql", ".mjs"],
    files: ["bench/meter/seeded-wallet.mjs", "bench/meter/wallet-history.mjs"],
  });
  const { kept, seededMs } = await keptState({
    bench: "bench-wallet",
    name: String(operations),
    label: `${operations} wallet operations`,
    hash: `${hash}-h${heavyOps}-n${normalOps}`,
    seed: (dir, log) => seedPlatform(dir, { operations, heavyOps, normalOps }, log),
    reseed,
  });
  const meta = JSON.parse(readFileSync(path.join(kept, META), "utf8"));
  return { persistTo: workingCopy(kept, workDir), seededMs, meta };
}
