// What the Payment modal says (spec §2/§4/§8). Its own module: the modal's first-use slot names the
// dialog while its code is still on the way.

/** Spec §8: what a completed top-up says. */
export const TOPPED_UP = "Wallet topped up successfully";

export const PAYMENT_TEXT = {
  title: "Payment Details",
  loadFailed: "Failed to load payment methods. Please try again.",
  selectMethod: "Please select a payment method",
  failed: "Payment processing failed. Please try again.",
  emptyTitle: "No payment methods found",
  emptyText: "You need to add a payment method before you can make this payment.",
  addMethod: "Add Payment Method",
  addAnother: "Add another payment method",
  /** A mobile money number not yet proven with its texted code cannot be charged (api ADR 0507). */
  unverified: "This number must be verified with the code we text to it before it can be charged.",
  verifyThere: "Verify it on the Payment methods page",
  done: "Payment processed successfully",
  toppedUp: TOPPED_UP,
} as const;
