// The wallet's security events (docs/decisions/0506) in words: the in-app Security notification and the
// e-mail say the same thing, because a thief holding the session reads the app but not the owner's inbox.
import type { AccountEvent } from "../accounts";

export type WalletSecurityEvent = Extract<
  AccountEvent,
  { type: "wallet_pin_locked" | "payout_method_added" | "withdrawal_limits_raised" }
>;

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Whether an account event is one of the wallet's security events. */
export function isWalletSecurityEvent(event: AccountEvent): event is WalletSecurityEvent {
  return (
    event.type === "wallet_pin_locked" ||
    event.type === "payout_method_added" ||
    event.type === "withdrawal_limits_raised"
  );
}

/** The e-mail subject of a wallet security event. */
export function walletSecuritySubject(event: WalletSecurityEvent): string {
  switch (event.type) {
    case "wallet_pin_locked":
      return "Your Ngoma wallet PIN was locked";
    case "payout_method_added":
      return "A payout method was added to your Ngoma wallet";
    case "withdrawal_limits_raised":
      return "Your Ngoma withdrawal limits are being raised";
  }
}

/**
 * The text of a wallet security event, for the notification and the e-mail body.
 *
 * @example walletSecurityMessage({ type: "payout_method_added", userId, label: "MTN +256 77 000 0001" })
 */
export function walletSecurityMessage(event: WalletSecurityEvent): string {
  switch (event.type) {
    case "wallet_pin_locked":
      return event.codeRequired
        ? "Your wallet PIN was locked again after more wrong tries. Withdrawals stay locked until you set your PIN with a code we e-mail you. If this wasn't you, change your password."
        : "Your wallet PIN was locked for 15 minutes after 5 wrong tries. If this wasn't you, change your password.";
    case "payout_method_added":
      return `A payout method was added to your wallet: ${event.label}. Withdrawals to it open in 24 hours. If this wasn't you, delete it in your wallet and change your password.`;
    case "withdrawal_limits_raised":
      return `Your withdrawal limits are being raised to ${dollars(event.dailyLimit)} a day and ${dollars(event.monthlyLimit)} in 30 days, from ${event.effectiveAt.slice(0, 16).replace("T", " ")} UTC. If this wasn't you, lower them in your wallet and change your password.`;
  }
}
