import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test-support/client";
import { countingD1 } from "../../test-support/round-trips";
import { addMethod, fundWallet, momo, walletUser } from "../../test-support/wallet-fixtures";

/*
 * The wallet's reads keep the API's rule (docs/decisions/0308): the session statement, then one round
 * trip of data statements in parallel, so a wallet page costs the same from every region.
 */
describe("D1 round trips per wallet read", () => {
  let token = "";
  beforeAll(async () => {
    const account = await walletUser();
    token = account.token;
    await fundWallet(token, 5000);
    await addMethod(token, momo("0000001"));
  });

  it.each([
    "/user/wallet/details",
    "/user/wallet/payment-methods",
    "/user/wallet/payment-templates",
    "/user/wallet/transactions",
    "/user/wallet/transactions?tx_type=topup&start_date=2026-01-01&end_date=2030-01-01",
    "/user/wallet/transactions/export",
    "/user/wallet/summary",
    "/user/wallet/dashboard",
    "/user/account/dashboard",
  ])("%s is session + one data round trip", async (path) => {
    const d1 = countingD1(env.DB);
    const res = await call(path, { token, env: { DB: d1.binding } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(d1.rounds, `${d1.statements} statements`).toBeLessThanOrEqual(2);
  });
});
