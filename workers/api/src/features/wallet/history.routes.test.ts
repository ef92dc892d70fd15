import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { planOf } from "../../test-support/query-plans";
import { insertMethod, insertOperation } from "../../test-support/wallet-history-fixtures";
import { exportTransactions, historyQuery, monthFiguresQuery } from "./history.service";

const LIST = "/user/wallet/transactions";
const EXPORT = "/user/wallet/transactions/export";
const at = (iso: string) => new Date(iso);

/** A user with six operations over early March 2026, and a stranger with one of their own. */
async function historyOwner() {
  const owner = await registerUser();
  const id = owner.user.id as string;
  const ops = {
    feb28: await insertOperation(id, { createdAt: at("2026-02-28T23:59:59.999Z"), amount: 100 }),
    mar1a: await insertOperation(id, { createdAt: at("2026-03-01T00:00:00.000Z"), amount: 200 }),
    mar1b: await insertOperation(id, {
      createdAt: at("2026-03-01T23:59:59.999Z"),
      type: "withdrawal",
      status: "pending",
      amount: 300,
      signedAmount: -300,
    }),
    mar2: await insertOperation(id, {
      createdAt: at("2026-03-02T00:00:00.000Z"),
      type: "service_payment",
      amount: 400,
      fee: 8,
      signedAmount: -408,
    }),
    mar3: await insertOperation(id, {
      createdAt: at("2026-03-03T12:00:00.000Z"),
      status: "failed",
      amount: 500,
      failureReason: "Declined",
    }),
    mar4: await insertOperation(id, { createdAt: at("2026-03-04T08:00:00.000Z"), amount: 600 }),
  };
  const stranger = await registerUser();
  await insertOperation(stranger.user.id, { createdAt: at("2026-03-01T12:00:00.000Z"), amount: 777 });
  return { ...owner, ops };
}

const ids = (res: { json: { data: { data: { id: string }[] } } }) => res.json.data.data.map((r) => r.id);

describe("GET /user/wallet/transactions", () => {
  it("lists only the caller's operations, newest first, in the page envelope", async () => {
    const { token, ops } = await historyOwner();
    const res = await call(LIST, { token });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([
      ops.mar4.id,
      ops.mar3.id,
      ops.mar2.id,
      ops.mar1b.id,
      ops.mar1a.id,
      ops.feb28.id,
    ]);
    expect(res.json.data).toMatchObject({
      current_page: 1,
      last_page: 1,
      total: 6,
      from: 1,
      to: 6,
      per_page: 20,
    });
    expect(res.json.data.data.some((r: { amount: number }) => r.amount === 777)).toBe(false);
    expect(res.json.data.data[2]).toMatchObject({
      type: "service_payment",
      status: "completed",
      amount: 400,
      fee: 8,
      signed_amount: -408,
      payment_method: null,
      created_at: "2026-03-02T00:00:00.000Z",
    });
    expect(res.json.data.data[1]).toMatchObject({ status: "failed", failure_reason: "Declined" });
  });

  it("breaks ties on the same instant by id, newest id first, stably across pages", async () => {
    const { token, user } = await registerUser();
    const same = at("2026-05-05T05:05:05.000Z");
    const rows = [];
    for (let i = 0; i < 3; i++)
      rows.push(await insertOperation(user.id, { id: `wop_tie_${i}`, createdAt: same }));
    const first = await call(`${LIST}?per_page=2`, { token });
    const second = await call(`${LIST}?per_page=2&page=2`, { token });
    expect([...ids(first), ...ids(second)]).toEqual(["wop_tie_2", "wop_tie_1", "wop_tie_0"]);
    expect(first.json.data).toMatchObject({ total: 3, last_page: 2, from: 1, to: 2 });
    expect(second.json.data).toMatchObject({ from: 3, to: 3 });
  });

  it("pages past the end answer an empty page with the total", async () => {
    const { token } = await historyOwner();
    const res = await call(`${LIST}?page=4&per_page=2`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      data: [],
      current_page: 4,
      last_page: 3,
      total: 6,
      from: null,
      to: null,
    });
  });

  it("filters by type, status and an inclusive UTC date range, together", async () => {
    const { token, ops } = await historyOwner();
    expect(ids(await call(`${LIST}?tx_type=withdrawal`, { token }))).toEqual([ops.mar1b.id]);
    expect(ids(await call(`${LIST}?status=failed`, { token }))).toEqual([ops.mar3.id]);
    expect(ids(await call(`${LIST}?tx_type=topup&status=completed`, { token }))).toEqual([
      ops.mar4.id,
      ops.mar1a.id,
      ops.feb28.id,
    ]);
    // One day: from its first to its last millisecond, nothing of the days around it.
    expect(ids(await call(`${LIST}?start_date=2026-03-01&end_date=2026-03-01`, { token }))).toEqual([
      ops.mar1b.id,
      ops.mar1a.id,
    ]);
    expect(ids(await call(`${LIST}?start_date=2026-03-02`, { token }))).toEqual([
      ops.mar4.id,
      ops.mar3.id,
      ops.mar2.id,
    ]);
    expect(ids(await call(`${LIST}?end_date=2026-02-28`, { token }))).toEqual([ops.feb28.id]);
    const both = await call(`${LIST}?tx_type=topup&start_date=2026-03-01&end_date=2026-03-03&per_page=1`, {
      token,
    });
    expect(ids(both)).toEqual([ops.mar3.id]);
    expect(both.json.data.total).toBe(2);
  });

  it("refuses bad filters with 422 on the field", async () => {
    const { token } = await registerUser();
    const cases: [string, string, string][] = [
      ["start_date=2026-02-30", "start_date", "Start date must be a date (YYYY-MM-DD)."],
      ["end_date=03/01/2026", "end_date", "End date must be a date (YYYY-MM-DD)."],
      [
        "start_date=2026-03-02&end_date=2026-03-01",
        "start_date",
        "Start date must be on or before the end date.",
      ],
      ["tx_type=gift", "tx_type", ""],
      ["status=lost", "status", ""],
      ["per_page=500", "per_page", "Per page must be a whole number from 1 to 50."],
      ["page=0", "page", "Page must be a whole number of at least 1."],
    ];
    for (const [query, field, message] of cases) {
      const res = await call(`${LIST}?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(res.json.code).toBe("VALIDATION");
      expect(Object.keys(res.json.message), query).toEqual([field]);
      if (message) expect(res.json.message[field]).toEqual([message]);
    }
    expect((await call(`${LIST}?start_date=2026-03-01&end_date=2026-03-01`, { token })).status).toBe(200);
  });

  it("names the method an operation used, also once it is deleted", async () => {
    const { token, user } = await registerUser();
    const live = await insertMethod(user.id, { name: "Main card", type: "card", details: { last4: "4242" } });
    const gone = await insertMethod(user.id, { name: "Old MTN line", deletedAt: new Date() });
    await insertOperation(user.id, { paymentMethodId: live.id, createdAt: at("2026-04-01T00:00:00Z") });
    await insertOperation(user.id, { paymentMethodId: gone.id, createdAt: at("2026-04-02T00:00:00Z") });
    await insertOperation(user.id, { paymentMethodId: "pm_missing", createdAt: at("2026-04-03T00:00:00Z") });
    const res = await call(LIST, { token });
    expect(res.json.data.data.map((r: { payment_method: unknown }) => r.payment_method)).toEqual([
      null,
      { id: gone.id, name: "Old MTN line", type: "yopaymentsug" },
      { id: live.id, name: "Main card", type: "card" },
    ]);
  });

  it("documents its filters as query parameters, and the export as text/csv", async () => {
    const doc = (await call("/openapi.json")).json;
    const list = doc.paths["/user/wallet/transactions"].get;
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "end_date",
      "page",
      "per_page",
      "start_date",
      "status",
      "tx_type",
    ]);
    const exported = doc.paths["/user/wallet/transactions/export"].get;
    expect(Object.keys(exported.responses["200"].content)).toEqual(["text/csv"]);
    expect(doc.paths["/user/account/dashboard"].get.responses["200"]).toBeDefined();
    expect(doc.paths["/user/wallet/summary"].get.responses["200"]).toBeDefined();
  });

  it("needs a session", async () => {
    expect((await call(LIST)).status).toBe(401);
    expect((await call(EXPORT)).status).toBe(401);
  });

  it("walks the user's index newest first with no sort, with or without filters", async () => {
    const filters = [
      {},
      { tx_type: "withdrawal" as const },
      { status: "pending" as const },
      { start_date: "2026-03-01", end_date: "2026-03-31" },
      { tx_type: "topup" as const, status: "failed" as const, start_date: "2026-03-01" },
    ];
    for (const f of filters) {
      const plan = await planOf(historyQuery(testDb(), "usr_1", f, 20, 40));
      expect(plan, JSON.stringify(f)).toMatch(
        /SEARCH wallet_operations USING INDEX wallet_operations_user_(type_)?idx/,
      );
      expect(plan, JSON.stringify(f)).toMatch(
        /SEARCH payment_methods USING INDEX sqlite_autoindex_payment_methods_1 \(id=\?\)/,
      );
      expect(plan, JSON.stringify(f)).not.toMatch(/TEMP B-TREE|SCAN/);
    }
  });
});

describe("summary reads", () => {
  it("reads only the summary's months of the user's operations, by the user's index", async () => {
    const plan = await planOf(monthFiguresQuery(testDb(), "usr_1", Date.UTC(2026, 0, 1)));
    expect(plan).toMatch(
      /SEARCH wallet_operations USING INDEX wallet_operations_user_idx \(user_id=\? AND created_at>\?\)/,
    );
    expect(plan).not.toMatch(/SCAN wallet_operations/);
  });
});

describe("GET /user/wallet/transactions/export", () => {
  it("answers the filtered history as a CSV file", async () => {
    const { token, ops } = await historyOwner();
    const res = await call(`${EXPORT}?start_date=2026-03-01&end_date=2026-03-02&page=9`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="ngoma-transactions-${day}.csv"`,
    );
    expect(res.headers.get("x-export-truncated")).toBeNull();
    expect(res.json).toBe(
      "date,type,status,amount,fee,balance_after,reference,counterparty,description,id\r\n" +
        `2026-03-02T00:00:00.000Z,service_payment,completed,-4.08,0.08,,,,,${ops.mar2.id}\r\n` +
        `2026-03-01T23:59:59.999Z,withdrawal,pending,-3.00,0.00,,,,,${ops.mar1b.id}\r\n` +
        `2026-03-01T00:00:00.000Z,topup,completed,2.00,0.00,,,,,${ops.mar1a.id}\r\n`,
    );
  });

  it("quotes and neutralises what users typed, and shows no one else's rows", async () => {
    const { token, user } = await registerUser();
    await insertOperation(user.id, {
      id: "wop_csv_1",
      amount: 1234,
      signedAmount: -1234,
      type: "service_payment",
      balanceAfter: 87_66,
      reference: '=HYPERLINK("http://evil","x")',
      counterparty: "@seller",
      description: "Beat, licence\nline two",
      createdAt: at("2026-06-01T10:00:00Z"),
    });
    const other = await registerUser();
    await insertOperation(other.user.id, { id: "wop_csv_other", createdAt: at("2026-06-01T11:00:00Z") });
    const res = await call(EXPORT, { token });
    expect(res.json).toBe(
      "date,type,status,amount,fee,balance_after,reference,counterparty,description,id\r\n" +
        `2026-06-01T10:00:00.000Z,service_payment,completed,-12.34,0.00,87.66,"'=HYPERLINK(""http://evil"",""x"")",'@seller,"Beat, licence\nline two",wop_csv_1\r\n`,
    );
  });

  it("stops at its cap, newest first, and says older rows were left out", async () => {
    const { user, ops } = await historyOwner();
    const capped = await exportTransactions(testDb(), user.id, {}, 2);
    expect(capped.items.map((r) => r.id)).toEqual([ops.mar4.id, ops.mar3.id]);
    expect(capped.capped).toBe(true);
    const whole = await exportTransactions(testDb(), user.id, { tx_type: "withdrawal" }, 1);
    expect(whole).toMatchObject({ capped: false, items: [{ id: ops.mar1b.id }] });
  });

  it("refuses the same bad filters as the list", async () => {
    const { token } = await registerUser();
    const res = await call(`${EXPORT}?start_date=2026-04-02&end_date=2026-04-01`, { token });
    expect(res.status).toBe(422);
    expect(res.json.message).toEqual({ start_date: ["Start date must be on or before the end date."] });
  });
});
