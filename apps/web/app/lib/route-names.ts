// Named routes (spec §2 names some pages, e.g. `my_wallet_payment_methods`): code that links to a page by
// its name reads the path here, so moving a page means changing one line.

export const ROUTE_PATHS = {
  my_account: "/my-account",
  my_wallet: "/my-wallet",
  my_wallet_payment_methods: "/my-wallet/payment-methods",
  my_wallet_withdraw_accounts: "/my-wallet/withdraw-accounts",
  my_wallet_withdraw_requests: "/my-wallet/withdraw-requests",
  my_wallet_payment_requests: "/my-wallet/payment-requests",
  my_wallet_transaction_history: "/my-wallet/transaction-history",
  upgrade: "/upgrade",
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/**
 * The path of a named route.
 *
 * @example routePath("my_wallet_payment_methods") // "/my-wallet/payment-methods"
 */
export function routePath<N extends RouteName>(name: N): (typeof ROUTE_PATHS)[N] {
  return ROUTE_PATHS[name];
}
