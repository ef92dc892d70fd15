// The wallet the wallet's component and page tests start from: $35 with a PIN, default limits, and a
// card and a mobile-money method the user could pay with.
import type { PaymentMethod, WalletDetails } from "../../lib/api/contract";

export const cardMethod: PaymentMethod = {
  id: "pm_card",
  name: "My Visa",
  type: "card",
  card_number: "•••• 4242",
  phone_number: null,
  is_default: false,
  needs_verification: false,
  label: "Visa •••• 4242 · 12/31",
  details: {},
  can_pay_in: true,
  can_pay_out: false,
  created_at: "2026-11-01T00:00:00Z",
};

/** The user's default method: MTN mobile money in Uganda, for paying in and out. */
export const momoMethod: PaymentMethod = {
  ...cardMethod,
  id: "pm_momo",
  name: "My MTN",
  type: "yopaymentsug",
  card_number: null,
  phone_number: "+256770000001",
  is_default: true,
  label: "MTN +256 770 000 001",
  can_pay_out: true,
};

/** $35.00 available, nothing held, a PIN set, nothing spent against the default limits. */
export const walletDetails: WalletDetails = {
  currency: "USD",
  balance: 3500,
  held: 0,
  available: 3500,
  has_pin: true,
  pin_locked_until: null,
  pin_code_required: false,
  limits: {
    daily_limit: 50_000,
    monthly_limit: 200_000,
    daily_used: 0,
    monthly_used: 0,
    max_daily_limit: 100_000,
    max_monthly_limit: 500_000,
    pending: null,
  },
  default_method: null,
};
