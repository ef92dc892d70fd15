// Work shared between requests of one isolate (a memoized read, a coalesced batch) is started by one of
// them, and on Workers its I/O belongs to that request: if that request is cancelled (its client went
// away), the work may never finish, and every request waiting on it would stall. Registering the work
// with the starting request's `waitUntil` keeps it running for up to 30 s after a cancellation, so a
// waiter can simply wait, instead of giving up early and reloading, which under overload turns into a
// retry storm (docs/decisions/0306).
import { AsyncLocalStorage } from "node:async_hooks";

type Scope = Pick<ExecutionContext, "waitUntil">;

const scope = new AsyncLocalStorage<Scope>();

/**
 * How long a request waiting on work another request started trusts it: as long as that request's
 * `waitUntil` keeps the work alive. After that the waiter does the work itself.
 */
export const SHARED_WAIT_MS = 30_000;

/**
 * Runs `fn` (a request's whole handling) with `ctx` as its request scope.
 *
 * @example await runInRequestScope(c.executionCtx, next);
 */
export function runInRequestScope<T>(ctx: Scope | undefined, fn: () => T): T {
  return ctx ? scope.run(ctx, fn) : fn();
}

/**
 * Keeps `work` alive past a cancellation of the current request (no-op outside a request scope).
 *
 * @example const value = load(); outliveCancellation(value);
 */
export function outliveCancellation(work: Promise<unknown>): void {
  scope.getStore()?.waitUntil(work.catch(() => undefined));
}
