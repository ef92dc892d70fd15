import { describe, expect, it } from "vitest";
import { serverTotals, totalsMismatch } from "./service-payment.rules";

const client = (amount: number, subtotal: number, processingFee: number) => ({
  amount,
  subtotal,
  processingFee,
  processingFeePercent: 2,
  paymentMethodId: "pmt_1",
});

describe("service payment totals", () => {
  it("adds a 2 % fee rounded half-up to the cent", () => {
    expect(serverTotals(2500, 2)).toMatchObject({ processingFee: 50, total: 2550 });
    expect(serverTotals(125, 2)).toMatchObject({ processingFee: 3, total: 128 });
    expect(serverTotals(124, 2)).toMatchObject({ processingFee: 2, total: 126 });
  });

  it("accepts the client's totals only when they equal the server's to the cent", () => {
    const server = serverTotals(2500, 2);
    expect(totalsMismatch(server, client(2550, 2500, 50))).toBeNull();
    expect(totalsMismatch(server, client(2549, 2500, 49))?.payment_data?.[0]).toContain("$25.50 in all");
    expect(totalsMismatch(server, client(2550, 2550, 0))).not.toBeNull();
    expect(totalsMismatch(server, client(1, 2500, 50))).not.toBeNull();
  });
});
