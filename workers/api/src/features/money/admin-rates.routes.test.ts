import { DEFAULT_RATES } from "@ngoma/currency";
import { describe, expect, it } from "vitest";
import { call, grantRole, registerUser } from "../../test-support/client";

async function admin() {
  const account = await registerUser();
  await grantRole(account.user.id, "admin");
  return account;
}

describe("admin exchange rates", () => {
  it("applies an update atomically, audits it, and readers see it with a new ETag", async () => {
    const { token, user } = await admin();
    const before = await call("/user/global/exchange-rates", { token });
    const res = await call("/admin/exchange-rates/update", {
      token,
      body: { rates: { UGX: 3690, KES: 155, EUR: 0.935 } },
    });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe("Exchange rates updated");
    expect(res.json.data).toMatchObject({ base: "USD", source: "admin" });
    expect(res.json.data.rates).toMatchObject({
      UGX: 3690,
      KES: 155,
      EUR: DEFAULT_RATES.EUR,
      GBP: DEFAULT_RATES.GBP,
    });

    const after = await call("/user/global/exchange-rates", {
      token,
      headers: { "if-none-match": before.headers.get("etag") ?? "" },
    });
    expect(after.status).toBe(200);
    expect(after.json.data.rates.UGX).toBe(3690);

    const history = await call("/admin/exchange-rates/history", { token });
    expect(history.status).toBe(200);
    // EUR was sent at its current value: only the two real changes count.
    expect(history.json.data.data[0]).toMatchObject({
      source: "admin",
      outcome: "applied",
      changed: 2,
      message: `Updated KES, UGX (by ${user.id})`,
    });
    const same = await call("/admin/exchange-rates/update", { token, body: { rates: { UGX: 3690 } } });
    expect(same.json.msg).toBe("No exchange rate changed");
  });

  it("rejects bad tables with field errors keyed rates.CODE and changes nothing", async () => {
    const { token } = await admin();
    const res = await call("/admin/exchange-rates/update", {
      token,
      body: { rates: { XYZ: 2, EUR: -1, USD: 2, JPY: 1.1234567, KES: 160 } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.message).sort()).toEqual([
      "rates.EUR",
      "rates.JPY",
      "rates.USD",
      "rates.XYZ",
    ]);
    expect(res.json.message["rates.XYZ"][0]).toBe("unknown currency code");
    expect(res.json.message["rates.EUR"][0]).toMatch(/above 0/);
    const typed = await call("/admin/exchange-rates/update", { token, body: { rates: { KES: "160" } } });
    expect(typed.json.message["rates.KES"]).toBeDefined();
    const empty = await call("/admin/exchange-rates/update", { token, body: { rates: {} } });
    expect(empty.json.message.rates).toEqual(["Send at least one rate."]);
    const extra = await call("/admin/exchange-rates/update", {
      token,
      body: { rates: { KES: 160 }, source: "x" },
    });
    expect(extra.json.message.source).toBeDefined();
    const table = await call("/user/global/exchange-rates", { token });
    expect(table.json.data.rates.KES).not.toBe(160);
  });

  it("pages the history, newest first", async () => {
    const { token } = await admin();
    for (let i = 0; i < 21; i++) {
      await call("/admin/exchange-rates/update", { token, body: { rates: { TZS: 2600 + i } } });
    }
    const first = await call("/admin/exchange-rates/history?page=1", { token });
    expect(first.json.data).toMatchObject({ current_page: 1, per_page: 20, from: 1, to: 20 });
    const small = await call("/admin/exchange-rates/history?per_page=5", { token });
    expect(small.json.data).toMatchObject({ per_page: 5, from: 1, to: 5 });
    expect(first.json.data.total).toBeGreaterThanOrEqual(21);
    expect(first.json.data.data[0].message).toMatch(/^Updated TZS/);
    const last = await call(`/admin/exchange-rates/history?page=${first.json.data.last_page}`, { token });
    expect(last.json.data.data.length).toBeGreaterThan(0);
    const beyond = await call("/admin/exchange-rates/history?page=500", { token });
    expect(beyond.json.data).toMatchObject({ data: [], from: null, to: null });
    expect((await call("/admin/exchange-rates/history?page=0", { token })).status).toBe(422);
  });

  it("is for admins only", async () => {
    const { token } = await registerUser();
    expect((await call("/admin/exchange-rates/update", { token, body: { rates: { KES: 1 } } })).status).toBe(
      403,
    );
    expect((await call("/admin/exchange-rates/history", { token })).status).toBe(403);
    expect((await call("/admin/exchange-rates/history")).status).toBe(401);
  });
});
