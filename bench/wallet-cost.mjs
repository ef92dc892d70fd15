#!/usr/bin/env node
// What each wallet call costs in production terms (issue 17), at two platform sizes: 10k and 1M wallet
// operations of other users (`node bench/wallet-cost.mjs`). Measured the way bench/catalogue-cost.mjs measures
// the catalogue (docs/decisions/0309), on the same metered stack (bench/meter/): the real api worker
// under `wrangler dev` behind api-meter.ts, first in its stack as production routes /api/v1/* to it
// (0306), each call alone in its metering window, signed in with the session cookie.
//
// Who calls: each call is made by two users whose histories are the same at both sizes, so a call's
// figures at 10k and at 1M can only differ by what other users' operations cost it:
// - "normal": the demo listener, 50 operations over the last 180 days;
// - "heavy": the demo creator, --heavy-ops (20k) operations over the last 2 years. The sizes count the
//   other users' operations (usr_bench_*, 50 each), because a 20k heavy user cannot fit inside a 10k
//   platform; the seeded totals are printed.
// Before measuring, each user sets the wallet PIN and adds a sandbox card (4242 4242 4242 4242) and a
// sandbox mobile money number (+256770000001) through the api itself (unmetered).
//
// Calls (GET unless said; /api/v1/user/wallet/…):
// - details, transactions (pages 1–3), withdrawals (transactions?tx_type=withdrawal&start_date=90 days
//   before the seeded history ends), export (transactions/export: the CSV, at most 10k rows), summary,
//   dashboard, payment-methods;
// - topup: POST topup by the sandbox card, $10.00 + i cents, a fresh Idempotency-Key per call;
// - withdraw: POST withdraw of $1.00 to the sandbox mobile money number, with the PIN, a fresh key.
// `/user/account/make-service-payment` is not measured here: its one sellable today (the upgrade fee,
// src/sellables.ts) needs an application awaiting payment per call; the markets' benches will measure it.
//
// Figures per call (mean over --calls calls, the worst in brackets), as catalogue-cost.mjs defines them:
// D1 statements, sequential D1 waves, rows read and written (D1's `meta`, what D1 bills), Worker CPU (ms
// per call from V8 profiles of the api isolate over --cpu-calls more calls, metering off). The sandbox
// card adapter stores its charges in D1 (`provider_sandbox_payments`): a real card provider is an HTTP
// call instead, so a top-up's figures hold that sandbox row's statements too (--verbose lists them).
//
// Goals (the run exits 1 when one fails, unless --no-fail):
// - every read takes at most 2 sequential D1 waves (session + data);
// - per user, rows read per call at the largest size ≤ 1.1 × at the smallest, for reads and writes;
// - writes bounded: their rows written, too, ≤ 1.1 × (their statements and waves are printed).
// The seeded platforms are kept in .cache/bench-wallet/ (bench/meter/seeded-wallet.mjs); the first run
// at 1M seeds for about a minute, later runs copy the kept state. The users' "last 30 days" and "last
// 12 months" are counted from the real clock, so a state kept for weeks drifts a little between sizes:
// --reseed starts afresh.
//   node bench/wallet-cost.mjs [--sizes 10000,1000000] [--calls 10] [--cpu-calls 30] [--heavy-ops 20000]
//     [--only details,transactions,...] [--users normal,heavy] [--verbose] [--reseed] [--no-fail]
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signIn } from "./load/catalogue-requests.mjs";
import { option as opt } from "./load/stacks.mjs";
import { call, measureScenario, onStack } from "./meter/measure.mjs";
import { meterApiConfig } from "./meter/metered-stack.mjs";
import { printReport } from "./meter/report.mjs";
import { DEMO_PASSWORD, HEAVY_USER, NORMAL_USER, seededWallet } from "./meter/seeded-wallet.mjs";

const READS = ["details", "transactions", "withdrawals", "export", "summary", "dashboard", "payment-methods"];
const WRITES = ["topup", "withdraw"];
const sizes = opt("--sizes", "10000,1000000").split(",").map(Number);
const calls = Number(opt("--calls", "10"));
const cpuCalls = Number(opt("--cpu-calls", "30"));
const heavyOps = Number(opt("--heavy-ops", "20000"));
const normalOps = 50;
const callNames = opt("--only", [...READS, ...WRITES].join(",")).split(",");
const userNames = opt("--users", "normal,heavy").split(",");
const verbose = process.argv.includes("--verbose");
const reseed = process.argv.includes("--reseed");
const noFail = process.argv.includes("--no-fail");

const USERS = { normal: NORMAL_USER, heavy: HEAVY_USER };
const PIN = "2580";
const WALLET = "/api/v1/user/wallet";
const DAY = 86_400_000;
/** Every measured (call, user), named as the table shows it. */
const scenarioNames = callNames.flatMap((c) => userNames.map((u) => `${c} · ${u}`));

let keys = 0;
/** A fresh Idempotency-Key: every money call is a new payment. */
const newKey = () => `bench-${process.pid}-${Date.now()}-${++keys}`;

/** Signs `user` in, sets the wallet PIN, adds the sandbox card and mobile money number: { cookie, card, momo }. */
async function prepareUser(base, user) {
  const token = await signIn(base, { email: user.email, password: DEMO_PASSWORD });
  const cookie = `__Host-ngoma_session=${token}`;
  const post = async (path, body, expect) => {
    const res = await fetch(new URL(`${WALLET}${path}`, base), {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status !== expect) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  await post("/set-pin", { pin: PIN }, 200);
  const card = await post(
    "/payment-methods/create",
    {
      type: "card",
      name: "Visa",
      card_number: "4242 4242 4242 4242",
      exp_month: 12,
      exp_year: 2031,
      cvc: "123",
    },
    201,
  );
  const momo = await post(
    "/payment-methods/create",
    { type: "yopaymentsug", name: "MTN", phone_number: "+256770000001" },
    201,
  );
  return { cookie, card: card.id, momo: momo.id };
}

/** Each call's i-th request for a prepared user; `end` is the instant the seeded histories end. */
function requests({ cookie, card, momo }, end) {
  const get = (p) => () => ({ path: `${WALLET}${p}`, headers: { cookie }, expect: 200 });
  const since = new Date(end - 90 * DAY).toISOString().slice(0, 10);
  const money = (p, body, expect) => ({
    path: `${WALLET}${p}`,
    method: "POST",
    headers: { cookie, "content-type": "application/json", "Idempotency-Key": newKey() },
    body: JSON.stringify(body),
    expect,
  });
  return {
    details: get("/details"),
    transactions: (i) => get(`/transactions?page=${1 + (i % 3)}`)(),
    withdrawals: get(`/transactions?tx_type=withdrawal&start_date=${since}`),
    export: get("/transactions/export"),
    summary: get("/summary"),
    dashboard: get("/dashboard"),
    "payment-methods": get("/payment-methods"),
    topup: (i) => money("/topup", { amount: 1000 + i, payment_method_id: card }, 200),
    withdraw: () => money("/withdraw", { amount: 100, payment_method_id: momo, pin: PIN }, 202),
  };
}

async function measureSize(operations, work, configs) {
  const { persistTo, seededMs, meta } = await seededWallet(operations, work, {
    reseed,
    heavyOps,
    normalOps,
  });
  if (seededMs) console.log(`  seeded ${operations} operations in ${(seededMs / 1000).toFixed(0)} s`);
  const results = {};
  const label = `${operations} operations`;
  /** Every user prepared on the stack at `url`: { [user]: { cookie, card, momo } }. */
  const prepareAll = async (url) => {
    const prepared = {};
    for (const u of userNames) prepared[u] = await prepareUser(url, USERS[u]);
    return prepared;
  };
  await onStack(configs, persistTo, "api", label, prepareAll, async (stack, prepared) => {
    for (const name of callNames) {
      for (const u of userNames) {
        const headers = { cookie: prepared[u].cookie };
        // Not a measured call: the isolate's one-time set-up must not count as a call's cost.
        const warmUp = () => call(stack.url, { path: `${WALLET}/payment-templates`, headers, expect: 200 });
        results[`${name} · ${u}`] = await measureScenario(stack, {
          name: `${name} · ${u}`,
          request: requests(prepared[u], meta.end)[name],
          side: "api",
          calls,
          cpuCalls,
          warmUp,
        });
      }
    }
  });
  console.log(
    `  ${label} measured (${operations + heavyOps + normalOps} on the platform with the heavy and normal users')`,
  );
  return results;
}

const started = Date.now();
const work = mkdtempSync(path.join(tmpdir(), "ngoma-wallet-cost-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));
mkdirSync(path.join(work, "meter"));
// The api alone (no web build needed); its per-user read limit lifted, since one user sends every read.
const configs = { api: meterApiConfig(path.join(work, "meter"), { readLimit: 1_000_000_000 }) };
const measured = {};
for (const operations of sizes) {
  const dir = path.join(work, String(operations));
  measured[operations] = await measureSize(operations, dir, configs);
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\nUsers: normal = ${normalOps} operations over 180 days, heavy = ${heavyOps} over 2 years, the same at every size; sizes count the other users' operations.`,
);
const failed = printReport(measured, {
  sizes,
  only: scenarioNames,
  calls,
  cpuCalls,
  verbose,
  unit: "ops",
  wavesGoal: (name) => READS.includes(name.split(" · ")[0]),
  writtenGoal: (name) => WRITES.includes(name.split(" · ")[0]),
});
console.log(
  "\nNot measured: POST /user/account/make-service-payment (no request type is registered yet, so every call is a 422).",
);
console.log(`Run time ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failed.length > 0) {
  console.log(`Goals failed: ${failed.join("; ")}${noFail ? " (--no-fail: exit 0)" : ""}`);
  if (!noFail) process.exitCode = 1;
}
