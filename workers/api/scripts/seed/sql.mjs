// SQL text for the seed's single-line statements (D1 `exec` runs one statement per line). No imports, so
// the Workers tests can load the seed modules that build statements (seed/wallet.mjs).

/** SQL literal: NULL, a number, or a single-quoted string. */
export const q = (v) =>
  v === null || v === undefined
    ? "NULL"
    : typeof v === "number"
      ? String(v)
      : `'${String(v).replace(/'/g, "''").replace(/\n/g, " ")}'`;

/** `INSERT OR IGNORE INTO table (cols) VALUES (…);` for one row object (keys are column names). */
export function insertRow(table, row) {
  const columns = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => q(row[c])).join(", ")});`;
}
