/** Every demo account's wallet history as single-line SQL statements (see wallet.mjs). */
export function walletStatements(
  /** `slug`: letters naming the account in its rows' fixed ids (seed/ids.mjs). */
  accounts: readonly { id: string; slug: string }[],
  now: number,
): { statements: string[]; operations: number };
