import { describe, expect, it } from "vitest";
import { exportHref, filtersSearch, hasFilters, readFilters, transactionsQuery } from "./filters";

describe("history filters", () => {
  it("reads known filters from the URL and ignores the rest", () => {
    const params = new URLSearchParams(
      "page=3&tx_type=topup&status=bogus&start_date=2026-01-02&end_date=02/03/2026",
    );
    expect(readFilters(params)).toEqual({ page: 3, tx_type: "topup", start_date: "2026-01-02" });
    expect(readFilters(new URLSearchParams("page=-1"))).toEqual({ page: 1 });
  });

  it("asks the api for 20 a page with the same filters, and exports without paging", () => {
    const filters = readFilters(new URLSearchParams("page=2&status=pending&tx_type=withdrawal"));
    expect(transactionsQuery(filters)).toEqual({
      page: "2",
      per_page: "20",
      tx_type: "withdrawal",
      status: "pending",
    });
    expect(exportHref(filters)).toBe(
      "/api/v1/user/wallet/transactions/export?tx_type=withdrawal&status=pending",
    );
    expect(exportHref({ page: 1 })).toBe("/api/v1/user/wallet/transactions/export");
  });

  it("links other pages with the same filters, page 1 without a page param", () => {
    const filters = { page: 2, status: "failed" as const };
    expect(filtersSearch(filters, 1)).toBe("?status=failed");
    expect(filtersSearch(filters, 4)).toBe("?status=failed&page=4");
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters({ page: 5 })).toBe(false);
  });
});
