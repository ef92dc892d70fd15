import { conflict, fieldError } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { systemAccountId } from "../ledger";
import type { ServiceType } from "../wallet";
import {
  bookingRefusal,
  bookingStatements,
  depositDescription,
  planBooking,
  STUDIO_BOOKING_REQUEST_TYPE,
  TERMS_CHANGED,
  tellBooked,
} from "./booking.service";

/*
 * A studio booking as a service payment (`make-service-payment`, request type `studio_booking`, data
 * `{ studio_id, start, hours, notes }`; docs/decisions/0810). The server prices the deposit (rate × hours
 * × deposit %, whole cents) + 2 %; the client pays both from their wallet into the studio escrow
 * (`lac_escrow_studio`: the fee waits there too, so a refund can return it), and the held order, the
 * booking and its cells are written in the same batch. Wallet only: a charge that settled later could
 * find the slot taken after the money moved.
 */

export const studioBookingSellable: ServiceType = {
  requestType: STUDIO_BOOKING_REQUEST_TYPE,
  walletOnly: true,

  async price(db, buyerId, data) {
    const plan = await planBooking(db, buyerId, data);
    if (plan.price.depositCents === 0) {
      throw fieldError("studio_id", "This studio takes no deposit: book it without paying.");
    }
    return {
      // The booking's id, chosen now: the history line names the booking the deposit paid for.
      itemId: newId("apt"),
      subtotal: plan.price.depositCents,
      feePercent: 2,
      payeeAccountId: systemAccountId({ kind: "escrow", market: "studio" }),
      feeHeld: true,
      description: depositDescription(plan),
      counterparty: plan.studio.row.name,
    };
  },

  async onPaid(db, paid) {
    if (!paid.request)
      throw new Error("a studio booking is paid from the wallet, in the call that prices it");
    const now = Date.now();
    const plan = await planBooking(db, paid.buyerId, paid.request.data, now);
    // Read again for the batch: a save of the studio in between must not book at a price not charged.
    if (plan.price.depositCents !== paid.request.subtotal) throw conflict(TERMS_CHANGED);
    return bookingStatements(db, plan, { bookingId: paid.itemId, operationId: paid.operationId }, now);
  },

  refusal: bookingRefusal,

  async afterPaid(deps, paid) {
    await tellBooked(deps, paid.itemId);
  },
};
