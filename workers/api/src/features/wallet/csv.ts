/*
 * CSV as RFC 4180 writes it (CRLF line ends, fields with a comma, quote, CR or LF in double quotes,
 * quotes doubled), safe to open in a spreadsheet: a text cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a CR) gets a leading apostrophe (OWASP "CSV injection"). A plain
 * decimal number such as -12.34 is a value, not a formula, and is written as it is.
 */

/** One cell: text, or null for an empty cell. */
export type CsvCell = string | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell's text with any formula trigger neutralised (see the file's comment). */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One field as RFC 4180 writes it, after neutralising. */
export function csvField(cell: CsvCell): string {
  if (cell === null) return "";
  const text = neutralise(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header and rows as one CSV document, every line (the last one too) ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/**
 * Cents as dollars with two decimals, for a spreadsheet (no currency sign, no grouping).
 *
 * @example dollars(-1234) // "-12.34"
 */
export function dollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The history export's columns, in order. */
export const TRANSACTION_CSV_COLUMNS = [
  "date",
  "type",
  "status",
  "amount",
  "fee",
  "balance_after",
  "reference",
  "counterparty",
  "description",
  "id",
] as const;

/** The fields of a history row the export writes (a `WalletOperationView` has them all). */
export interface ExportedOperation {
  id: string;
  type: string;
  status: string;
  signed_amount: number;
  fee: number;
  balance_after: number | null;
  reference: string | null;
  counterparty: string | null;
  description: string | null;
  created_at: string;
}

/**
 * The history as CSV: one line per operation in the order given, `amount` the signed change to the
 * wallet and `fee`, `balance_after` in dollars, `date` the ISO 8601 UTC instant it was started.
 */
export function transactionsCsv(operations: readonly ExportedOperation[]): string {
  return toCsv(
    TRANSACTION_CSV_COLUMNS,
    operations.map((op) => [
      op.created_at,
      op.type,
      op.status,
      dollars(op.signed_amount),
      dollars(op.fee),
      op.balance_after === null ? null : dollars(op.balance_after),
      op.reference,
      op.counterparty,
      op.description,
      op.id,
    ]),
  );
}

/** The export's file name for a day (YYYY-MM-DD). */
export function exportFileName(day: string): string {
  return `ngoma-transactions-${day}.csv`;
}
