/**
 * A D1 binding that counts what a request asks of the real one: statements, and sequential round
 * trips. A round trip is a wave of statements issued before any earlier one of the request answered;
 * a statement issued after some answer arrived starts the next wave (it may have waited for it), so the
 * count is the request's longest chain of dependent D1 calls, never less.
 *
 * @example const d1 = countingD1(env.DB); await call(path, { env: { DB: d1.binding } }); d1.rounds // 2
 */
export function countingD1(real: D1Database) {
  const counts = { rounds: 0, statements: 0 };
  let answeredSinceLastIssue = true;
  const targets = new WeakMap<object, D1PreparedStatement>();

  async function issue<T>(n: number, run: () => Promise<T>): Promise<T> {
    if (answeredSinceLastIssue) counts.rounds += 1;
    answeredSinceLastIssue = false;
    counts.statements += n;
    try {
      return await run();
    } finally {
      answeredSinceLastIssue = true;
    }
  }

  function wrap(statement: D1PreparedStatement): D1PreparedStatement {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        if (property === "bind") return (...args: unknown[]) => wrap(value.apply(target, args));
        if (["all", "raw", "first", "run"].includes(String(property))) {
          return (...args: unknown[]) => issue(1, () => value.apply(target, args));
        }
        return value.bind(target);
      },
    });
    targets.set(proxy, statement);
    return proxy;
  }

  const binding = new Proxy(real, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (property === "prepare") return (query: string) => wrap(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          issue(statements.length, () => target.batch(statements.map((s) => targets.get(s) ?? s)));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    binding,
    get rounds() {
      return counts.rounds;
    },
    get statements() {
      return counts.statements;
    },
  };
}
