/*
 * A local fake of the Yo! Payments XML API, fetch-compatible so it can be injected into the adapter in the
 * Workers test runtime (which cannot open a listening socket). It reads the request XML the way Yo! does,
 * keeps transactions by ExternalReference and answers in Yo!'s response XML; tests move transactions
 * along and switch it into failure modes.
 */

type Mode = "ok" | "http500" | "malformed";

interface FakeTransaction {
  method: string;
  reference: string;
  account: string;
  amount: string;
  status: "PENDING" | "INDETERMINATE" | "SUCCEEDED" | "FAILED";
  yoRef: string;
}

const tag = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];

const answer = (fields: Record<string, string | undefined>) =>
  `<?xml version="1.0" encoding="UTF-8"?><AutoCreate><Response>${Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<${k}>${v}</${k}>`)
    .join("")}</Response></AutoCreate>`;

export function yoFakeServer(credentials = { username: "90001", password: "secret-pass" }) {
  const transactions = new Map<string, FakeTransaction>();
  const requests: string[] = [];
  let mode: Mode = "ok";
  /** Accounts whose deposits Yo! refuses outright (Status ERROR). */
  const refused = new Set<string>();
  let counter = 0;

  const fetcher: typeof fetch = async (_input, init) => {
    const xml = String(init?.body ?? "");
    requests.push(xml);
    if (mode === "http500") return new Response("<html>Internal Server Error</html>", { status: 502 });
    if (mode === "malformed") return new Response("<AutoCreate><Response><Status>OK", { status: 200 });
    if (
      tag(xml, "APIUsername") !== credentials.username ||
      tag(xml, "APIPassword") !== credentials.password
    ) {
      return new Response(
        answer({ Status: "ERROR", StatusCode: "-999", StatusMessage: "Invalid API credentials" }),
      );
    }
    const method = tag(xml, "Method") ?? "";
    if (method === "acdepositfunds" || method === "acwithdrawfunds") {
      const reference = tag(xml, "ExternalReference") ?? "";
      const account = tag(xml, "Account") ?? "";
      if (refused.has(account)) {
        return new Response(
          answer({
            Status: "ERROR",
            StatusCode: "-22",
            StatusMessage: "Error",
            ErrorMessage: "Account not registered for mobile money",
          }),
        );
      }
      const existing = transactions.get(reference);
      if (existing) {
        return new Response(
          answer({ Status: "ERROR", StatusCode: "-6", ErrorMessage: "Duplicate external reference" }),
        );
      }
      counter += 1;
      const tx: FakeTransaction = {
        method,
        reference,
        account,
        amount: tag(xml, "Amount") ?? "",
        status: "PENDING",
        yoRef: `YO${counter}`,
      };
      transactions.set(reference, tx);
      return new Response(
        answer({
          Status: "OK",
          StatusCode: "1",
          TransactionStatus: "PENDING",
          TransactionReference: tx.yoRef,
        }),
      );
    }
    if (method === "actransactioncheckstatus") {
      const tx = transactions.get(tag(xml, "PrivateTransactionReference") ?? "");
      if (!tx)
        return new Response(
          answer({ Status: "ERROR", StatusCode: "-1", ErrorMessage: "Transaction not found" }),
        );
      return new Response(
        answer({
          Status: "OK",
          StatusCode: "0",
          TransactionStatus: tx.status,
          TransactionReference: tx.yoRef,
          ...(tx.status === "FAILED" ? { StatusMessage: "Transaction declined by subscriber" } : {}),
        }),
      );
    }
    return new Response(
      answer({ Status: "ERROR", StatusCode: "-2", ErrorMessage: `Unknown method ${method}` }),
    );
  };

  return {
    fetcher,
    credentials,
    requests,
    transactions,
    setMode: (next: Mode) => {
      mode = next;
    },
    refuse: (account: string) => refused.add(account),
    settle: (reference: string, status: FakeTransaction["status"]) => {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no fake transaction ${reference}`);
      tx.status = status;
    },
  };
}
