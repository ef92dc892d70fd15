import { type PaymentTotals, paymentTotals } from "@ngoma/currency";
import type { FieldErrors } from "../../kit/errors";

/** The client's `payment_data` (spec §3) once parsed: what it believes it is paying. */
export interface ClientPaymentData {
  amount: number;
  subtotal: number;
  processingFee: number;
  processingFeePercent: number;
  paymentMethodId: string;
}

/** The payment's lines, priced by the server: subtotal, the fee (rounded half-up to the cent), total. */
export function serverTotals(subtotal: number, feePercent: number): PaymentTotals {
  return paymentTotals(subtotal, feePercent);
}

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Why the client's totals cannot be accepted, or null when they match the server's to the cent. The
 * server never charges a client amount: a total that differs is refused so the payer sees the real one.
 *
 * @example totalsMismatch(serverTotals(2500, 2), { amount: 2550, subtotal: 2500, processingFee: 50, … }) // null
 */
export function totalsMismatch(server: PaymentTotals, client: ClientPaymentData): FieldErrors | null {
  if (
    client.amount === server.total &&
    client.subtotal === server.subtotal &&
    client.processingFee === server.processingFee
  ) {
    return null;
  }
  return {
    payment_data: [
      `The price has changed: ${usd(server.subtotal)} plus a ${usd(server.processingFee)} fee, ${usd(server.total)} in all. Review it and pay again.`,
    ],
  };
}
