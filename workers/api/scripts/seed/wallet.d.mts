/** Every demo account's wallet history as single-line SQL statements (see wallet.mjs). */
export function walletStatements(
  accounts: readonly { id: string }[],
  now: number,
): { statements: string[]; operations: number };
