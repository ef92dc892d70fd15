// Bench only: a D1 binding that counts what its caller asks of the database. It is a real D1Database,
// built from the binding's own class around a fetcher that observes the binding's HTTP exchange with the
// database, so every statement, batch and result mapping is workerd's own code. It meters at that level
// rather than by wrapping prepare/bind/first/all/run/raw/batch because `raw()` (drizzle's select path)
// hands back rows without the result's `meta`, and `meta.rows_read` is the figure D1 bills.

/** What a window of D1 traffic cost. */
export interface D1Tally {
  /** HTTP exchanges with the database: one per statement call, one per `batch()` or `exec()`. */
  roundTrips: number;
  /** Sequential waves: round trips that overlap in time are one wave. */
  waves: number;
  /** Statements run (a batch of N counts N). */
  statements: number;
  /** Sum of `meta.rows_read` over every statement. */
  rowsRead: number;
  /** Sum of `meta.rows_written` over every statement. */
  rowsWritten: number;
  /** Round trips open right now (a new wave starts when this is 0). */
  inFlight: number;
  /** Each statement: its wave, its SQL (shortened) and its rows. */
  log: { wave: number; sql: string; rowsRead: number; rowsWritten: number }[];
}

/** An empty tally. */
export function newTally(): D1Tally {
  return { roundTrips: 0, waves: 0, statements: 0, rowsRead: 0, rowsWritten: 0, inFlight: 0, log: [] };
}

interface D1Meta {
  rows_read?: number;
  rows_written?: number;
}

/** The SQL of a request body: one `{ sql }` or an array of them (a batch). */
function statementsOf(body: unknown): string[] {
  if (typeof body !== "string") return [];
  try {
    const parsed = JSON.parse(body) as { sql?: string } | { sql?: string }[];
    return (Array.isArray(parsed) ? parsed : [parsed]).map((s) => String(s.sql ?? ""));
  } catch {
    return [];
  }
}

function metasOf(text: string): D1Meta[] {
  try {
    const parsed = JSON.parse(text) as { meta?: D1Meta }[] | { meta?: D1Meta };
    return (Array.isArray(parsed) ? parsed : [parsed]).map((r) => r.meta ?? {});
  } catch {
    return [];
  }
}

/**
 * A D1Database that behaves as `db` and adds every exchange to each tally `open()` returns at the time
 * it starts (none: not metered). Throws when the binding is not the fetcher-backed D1 of workerd.
 *
 * @example const metered = meteredD1(env.DB, () => (on ? [tally] : []));
 */
export function meteredD1(db: D1Database, open: () => D1Tally[]): D1Database {
  const inner = (db as unknown as { fetcher?: Fetcher }).fetcher;
  const D1 = Object.getPrototypeOf(db)?.constructor as (new (fetcher: unknown) => D1Database) | undefined;
  if (!inner || typeof inner.fetch !== "function" || typeof D1 !== "function") {
    throw new Error("bench meter: this D1 binding has no fetcher; the runtime's D1 class changed");
  }
  const fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const tallies = open();
      const waves = tallies.map((t) => {
        if (t.inFlight === 0) t.waves += 1;
        t.inFlight += 1;
        t.roundTrips += 1;
        return t.waves;
      });
      try {
        const response = await inner.fetch(input as RequestInfo, init as RequestInit<CfProperties>);
        if (tallies.length === 0) return response as unknown as Response;
        // Read here, so the round trip ends when its answer is in (D1 parses it from memory next).
        const text = await response.text();
        const sqls = statementsOf(init?.body);
        const metas = metasOf(text);
        const count = Math.max(sqls.length, metas.length);
        tallies.forEach((t, i) => {
          t.statements += count;
          for (let s = 0; s < count; s += 1) {
            const rowsRead = metas[s]?.rows_read ?? 0;
            const rowsWritten = metas[s]?.rows_written ?? 0;
            t.rowsRead += rowsRead;
            t.rowsWritten += rowsWritten;
            t.log.push({ wave: waves[i] ?? 0, sql: (sqls[s] ?? "").slice(0, 160), rowsRead, rowsWritten });
          }
        });
        return new Response(text, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers as unknown as HeadersInit,
        });
      } finally {
        for (const t of tallies) t.inFlight -= 1;
      }
    },
  };
  return new D1(fetcher);
}
