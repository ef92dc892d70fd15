/*
 * The Yo! Payments XML API's envelope (API reference v1.4+; the shape the official YoPaymentsPHP library
 * sends and reads): every call is `<AutoCreate><Request>…</Request></AutoCreate>` POSTed as text/xml, and
 * every answer is `<AutoCreate><Response>…</Response></AutoCreate>` with Status (OK | ERROR), StatusCode,
 * StatusMessage, TransactionStatus (SUCCEEDED | FAILED | PENDING | INDETERMINATE), TransactionReference,
 * ErrorMessageCode and ErrorMessage. Workers have no DOMParser, and the answer is flat, so it is read
 * with a small tag reader that refuses anything not shaped like it.
 */

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes a value for an XML element's text. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

function unescapeXml(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&");
}

/** A request document: the method and its parameters in order (undefined ones are left out). */
export function yoRequestXml(
  credentials: { username: string; password: string },
  method: string,
  params: Array<[string, string | number | undefined]>,
): string {
  const body = [
    ["APIUsername", credentials.username],
    ["APIPassword", credentials.password],
    ["Method", method],
    ...params,
  ]
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([tag, value]) => `<${tag}>${escapeXml(String(value))}</${tag}>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><AutoCreate><Request>${body}</Request></AutoCreate>`;
}

/** A Yo! answer, as read. */
export interface YoResponse {
  status: "OK" | "ERROR";
  statusCode: string;
  statusMessage?: string;
  transactionStatus?: string;
  transactionReference?: string;
  errorMessageCode?: string;
  errorMessage?: string;
}

/** An answer that is not a Yo! response document (an HTML error page, a truncated body). */
export class YoProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "YoProtocolError";
  }
}

/** Reads a response document; throws YoProtocolError when it is not one. */
export function parseYoResponse(xml: string): YoResponse {
  const inner = /<AutoCreate>\s*<Response>([\s\S]*)<\/Response>\s*<\/AutoCreate>/.exec(xml)?.[1];
  if (inner === undefined) throw new YoProtocolError("not a Yo! response document");
  const tag = (name: string): string | undefined => {
    if (new RegExp(`<${name}\\s*/>`).test(inner)) return "";
    const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(inner);
    return m ? unescapeXml(m[1]!.trim()) : undefined;
  };
  const status = tag("Status");
  const statusCode = tag("StatusCode");
  if ((status !== "OK" && status !== "ERROR") || statusCode === undefined || !/^-?\d+$/.test(statusCode)) {
    throw new YoProtocolError("response without a valid Status and StatusCode");
  }
  const optional = (name: string) => {
    const value = tag(name);
    return value ? value : undefined;
  };
  const out: YoResponse = { status, statusCode };
  const fields: Array<[keyof YoResponse, string]> = [
    ["statusMessage", "StatusMessage"],
    ["transactionStatus", "TransactionStatus"],
    ["transactionReference", "TransactionReference"],
    ["errorMessageCode", "ErrorMessageCode"],
    ["errorMessage", "ErrorMessage"],
  ];
  for (const [key, name] of fields) {
    const value = optional(name);
    if (value !== undefined) (out as unknown as Record<string, string>)[key] = value;
  }
  return out;
}
