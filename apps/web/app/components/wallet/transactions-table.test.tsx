// @vitest-environment jsdom
// The wallet history's table: its eight columns (three hidden on narrow or medium screens by class), one
// row per operation with its status on the <tr>, signed amounts styled in/out, dashes for missing figures,
// and an actions column only when the page gives one.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { WalletOperation } from "../../lib/api/contract";
import { TransactionsTable } from "./transactions-table";

const topup: WalletOperation = {
  id: "op_in",
  type: "topup",
  status: "completed",
  amount: 2500,
  fee: 0,
  signed_amount: 2500,
  balance_after: 2500,
  reference: "REF-1",
  description: "Top-up by card",
  counterparty: null,
  payment_method: { id: "pm", name: "My Visa", type: "card" },
  failure_reason: null,
  review_reason: null,
  next_action: null,
  cancellable: false,
  created_at: "2026-11-24T06:00:00Z",
  settled_at: "2026-11-24T06:00:05Z",
};
const withdrawal: WalletOperation = {
  ...topup,
  id: "op_out",
  type: "withdrawal",
  status: "failed",
  amount: 1000,
  fee: 50,
  signed_amount: -1050,
  balance_after: null,
  reference: null,
  description: null,
  payment_method: null,
  failure_reason: "Provider refused",
  review_reason: null,
  cancellable: true,
};

function table(actions?: (op: WalletOperation) => string) {
  const host = document.createElement("div");
  host.innerHTML = renderToString(
    <TransactionsTable
      operations={[topup, withdrawal]}
      caption="Transactions"
      {...(actions ? { actions } : {})}
    />,
  );
  return host.querySelector("table") as HTMLTableElement;
}

const texts = (cells: Iterable<Element>) => [...cells].map((c) => c.textContent);

describe("TransactionsTable", () => {
  it("has a captioned table with the eight scoped column headers and their classes", () => {
    const t = table();
    expect(t.parentElement?.className).toBe("ngw-table-wrap wallet-table-wrap");
    expect(t.className).toBe("wallet-table");
    expect(t.caption?.className).toBe("visually-hidden");
    expect(t.caption?.textContent).toBe("Transactions");
    const headers = [...t.querySelectorAll("thead th")];
    expect(texts(headers)).toEqual([
      "Date",
      "Type",
      "Status",
      "Amount",
      "Fee",
      "Balance after",
      "Reference",
      "Counterparty",
    ]);
    expect(headers.every((th) => th.getAttribute("scope") === "col")).toBe(true);
    expect(headers.map((th) => th.getAttribute("class"))).toEqual([
      null,
      null,
      null,
      "wallet-num",
      "wallet-num wallet-hide-narrow",
      "wallet-num wallet-hide-narrow",
      "wallet-hide-medium",
      "wallet-hide-medium",
    ]);
  });

  it("shows one row per operation, its status on the <tr> and the cells' figures", () => {
    const rows = [...table().querySelectorAll("tbody tr")];
    expect(rows.map((r) => r.getAttribute("data-status"))).toEqual(["completed", "failed"]);
    const [first, second] = rows.map((r) => [...r.querySelectorAll("td")]);
    expect(first?.[0]?.querySelector("time")?.getAttribute("dateTime")).toBe(topup.created_at);
    expect(first?.[1]?.querySelector(".wallet-cell-sub")?.textContent).toBe("Top-up by card");
    expect(first?.[2]?.querySelector(".badge--ok")).not.toBeNull();
    expect(first?.[3]?.querySelector(".money")?.className).toBe("money wallet-in");
    expect(texts((first ?? []).slice(4))).toEqual(["—", "$25.00", "REF-1", "My Visa"]);
    expect(second?.[2]?.querySelector(".wallet-cell-sub")?.textContent).toBe("Provider refused");
    expect(second?.[3]?.querySelector(".money")?.className).toBe("money wallet-out");
    expect(texts((second ?? []).slice(4))).toEqual(["$0.50", "—", "—", "—"]);
    expect(second?.[4]?.className).toBe("wallet-num wallet-hide-narrow");
  });

  it("adds an actions column, its header hidden, only when the page gives one", () => {
    expect(table().querySelectorAll("thead th")).toHaveLength(8);
    const t = table((op) => (op.cancellable ? `Cancel ${op.id}` : ""));
    const last = t.querySelector("thead th:last-child");
    expect(last?.innerHTML).toBe('<span class="visually-hidden">Actions</span>');
    expect(texts(t.querySelectorAll("tbody td:last-child"))).toEqual(["", "Cancel op_out"]);
  });
});
