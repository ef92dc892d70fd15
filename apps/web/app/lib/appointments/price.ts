// What a session costs and what is paid up front, as the api prices it (features/appointments/rules.ts
// `sessionPrice`, held to it by price.test.ts), and the 2 % fee on the deposit as every service payment
// adds it (@ngoma/currency `paymentTotals`, the same function the Payment modal and the api use).
import { paymentTotals } from "@ngoma/currency";
import { PROCESSING_FEE_PERCENT } from "../wallet/payment";

export interface SessionQuote {
  /** rate × hours: the whole session. */
  price: number;
  /** `depositPercent` of it, rounded half up to the cent: paid now, held until the session. */
  deposit: number;
  /** The 2 % fee on the deposit. */
  fee: number;
  /** deposit + fee: what the wallet pays now. */
  total: number;
  /** price − deposit: settled at the studio. */
  balance: number;
}

/** @example sessionQuote(2_550, 3, 30) // { price: 7_650, deposit: 2_295, fee: 46, total: 2_341, balance: 5_355 } */
export function sessionQuote(rateCents: number, hours: number, depositPercent: number): SessionQuote {
  const price = rateCents * hours;
  const deposit = Math.floor((price * depositPercent + 50) / 100);
  const totals = paymentTotals(deposit, PROCESSING_FEE_PERCENT);
  return { price, deposit, fee: totals.processingFee, total: totals.total, balance: price - deposit };
}
