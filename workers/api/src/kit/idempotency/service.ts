import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Statement } from "../d1-batch";
import type { Db } from "../db";
import { AppError, raisedWith } from "../errors";
import { decide, KEY_RETENTION_MS, type KeyDecision, LOCK_MS } from "./rules";
import { idempotencyKeys } from "./schema";

/*
 * The idempotency keys in D1 (docs/decisions/0502). Each step is one conditional statement, so two
 * requests with the same key can never both run: the INSERT … ON CONFLICT DO NOTHING RETURNING gives the
 * key to one of them, and a takeover after an expired lock is an UPDATE guarded by that expiry.
 */

/** The key a running request holds: what the money batch commits and the answer is saved under. */
export interface Reservation {
  scope: string;
  key: string;
  requestHash: string;
}

/** The stored answer of a request that already ran. */
export interface StoredAnswer {
  status: number;
  body: string;
}

export type ReserveResult =
  | { kind: "run"; reservation: Reservation }
  | { kind: "replay"; answer: StoredAnswer }
  | Exclude<KeyDecision, { kind: "replay" | "takeover" }>;

/** The text the commit trigger aborts with (migration 0013). */
export const COMMITTED_ABORT = "idempotency: already committed";

/** The 409 a second run of an already committed request gets. */
export const alreadyCommitted = () =>
  new AppError(409, "IDEMPOTENCY_COMMITTED", "This request was already processed.");

/** Whether `error` (or its cause) is the commit trigger's abort. */
export function isCommittedAbort(error: unknown): boolean {
  return raisedWith(error, COMMITTED_ABORT);
}

function storedAnswer(row: typeof idempotencyKeys.$inferSelect): StoredAnswer {
  return { status: row.responseStatus ?? 200, body: row.responseBody ?? "" };
}

/**
 * Claims `key` for one run, or says what to do instead: replay the stored answer, refuse another
 * request's key, wait for a run in progress, or take over a run whose lock expired (atomically: of two
 * retries racing for the same expired lock, one wins; the other sees a lock ahead).
 */
export async function reserveKey(
  db: Db,
  input: Reservation,
  now = new Date(),
  lockMs = LOCK_MS,
): Promise<ReserveResult> {
  const lockedUntil = new Date(now.getTime() + lockMs);
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...input, lockedUntil, committed: false, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: "run", reservation: input };

  const where = and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, input.key));
  const [row] = await db.select().from(idempotencyKeys).where(where);
  // Deleted between the two statements (the cleanup job, 48 h on): the next try inserts afresh.
  if (!row) return { kind: "in_progress", retryAfterMs: 1_000 };
  const decision = decide(row, input.requestHash, now);
  if (decision.kind === "replay") return { kind: "replay", answer: storedAnswer(row) };
  if (decision.kind !== "takeover") return decision;

  const taken = await db
    .update(idempotencyKeys)
    .set({ lockedUntil })
    .where(
      and(
        where,
        eq(idempotencyKeys.requestHash, input.requestHash),
        eq(idempotencyKeys.committed, false),
        isNull(idempotencyKeys.responseStatus),
        lte(idempotencyKeys.lockedUntil, now),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (taken.length > 0) return { kind: "run", reservation: input };
  // Someone else moved it first (a committing run, or a racing takeover): decide again from its state.
  const [after] = await db.select().from(idempotencyKeys).where(where);
  if (!after) return { kind: "in_progress", retryAfterMs: 1_000 };
  const again = decide(after, input.requestHash, now);
  if (again.kind === "replay") return { kind: "replay", answer: storedAnswer(after) };
  return again.kind === "takeover" ? { kind: "in_progress", retryAfterMs: 1_000 } : again;
}

/**
 * The statement that marks a reservation committed. It belongs INSIDE the batch that moves the money:
 * the batch commits the key with the money, and the trigger of migration 0013 aborts the whole batch if
 * the key was committed already (a retry that took over an expired lock), so money moves at most once
 * per key. An upsert, so a key the cleanup job removed cannot let a batch through uncommitted.
 */
export function commitStatement(reservation: Reservation, now = new Date()): Statement {
  const { scope, key, requestHash } = reservation;
  return sql`insert into ${idempotencyKeys} (scope, key, request_hash, locked_until, committed, created_at)
    values (${scope}, ${key}, ${requestHash}, ${now.getTime() + LOCK_MS}, 1, ${now.getTime()})
    on conflict (scope, key) do update set committed = 1`;
}

/** Keeps the answer for replays and frees the lock. */
export async function saveAnswer(db: Db, reservation: Reservation, answer: StoredAnswer) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body, lockedUntil: null })
    .where(and(eq(idempotencyKeys.scope, reservation.scope), eq(idempotencyKeys.key, reservation.key)));
}

/**
 * Gives the key back after a run that failed: a retry runs afresh. A committed key is never given back
 * (its money moved); its lock is freed, so a retry learns at once that it was processed.
 */
export async function releaseKey(db: Db, reservation: Reservation) {
  const where = and(eq(idempotencyKeys.scope, reservation.scope), eq(idempotencyKeys.key, reservation.key));
  await db.batch([
    db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.committed, false))),
    db.update(idempotencyKeys).set({ lockedUntil: null }).where(where),
  ]);
}

/** Rows deleted per statement, and statements per run, of the cleanup job. */
const CLEANUP_CHUNK = 500;
const CLEANUP_MAX_CHUNKS = 20;

/**
 * Deletes keys older than `retentionMs` (48 h: twice the 24 h promised) in chunks of 500, at most 20 a
 * run, so one run never holds D1 long; a backlog clears over the next runs. Returns how many it deleted.
 */
export async function deleteOldKeys(db: Db, now = Date.now(), retentionMs = KEY_RETENTION_MS) {
  const before = now - retentionMs;
  let deleted = 0;
  for (let i = 0; i < CLEANUP_MAX_CHUNKS; i++) {
    const result = await db.run(
      sql`delete from ${idempotencyKeys} where rowid in (select rowid from ${idempotencyKeys}
        where created_at < ${before} limit ${CLEANUP_CHUNK})`,
    );
    const changes = result.meta.changes ?? 0;
    deleted += changes;
    if (changes < CLEANUP_CHUNK) break;
  }
  return deleted;
}
