import { type SQL, sql } from "drizzle-orm";
import type { Statement } from "../d1-batch";
import { conflict, raisedWith } from "../errors";
import { transitionGuards } from "./schema";

/*
 * Guarded state moves (docs/decisions/0008): a row moves from the state a request read to the next one
 * in the same D1 batch as everything the move pays for (postings, grants, notifications' rows), or not at
 * all. Two layers, both in the database:
 * - the move itself, `update … set status = to where id = ? and status in (from)`, followed by a guard
 *   statement that aborts the whole batch when that update changed no row (someone else moved it first,
 *   or it never existed), so a double approval, a double refund or a racing cancel moves no money;
 * - a trigger on the table, generated from the same table of moves (`triggerSql`), that refuses any
 *   other status change by anyone, so a future writer that forgets the guard still cannot skip a state.
 */

/** A state machine's moves: for each state, the states it may go to next (terminal states: []). */
export type Moves<S extends string> = { readonly [K in S]: readonly S[] };

const GUARD = "transition_guard_moved";

/** The statement that aborts its batch when the statement just before it changed no row. */
export function abortUnlessChanged(): SQL {
  return sql`insert into ${transitionGuards} (moved) select 0 where changes() = 0`;
}

/** Whether a batch failed because a guarded statement changed nothing. */
export function isUnchanged(error: unknown): boolean {
  return raisedWith(error, GUARD);
}

export interface MachineSpec<S extends string> {
  /** The SQL table whose `status` column the machine moves. */
  table: string;
  /** The trigger's name in the migration that creates it. */
  trigger: string;
  /** What moved on, in the trigger's abort message: `upgrades: application` → "… already moved on". */
  label: string;
  moves: Moves<S>;
}

export interface Machine<S extends string> extends MachineSpec<S> {
  canMove(from: S, to: S): boolean;
  /**
   * The guarded move of row `id` to `to` from any of `from`, with `set` (`sql\`, col = …\``) written with it:
   * two statements, to lead the batch they guard.
   */
  move(id: string, from: S | readonly S[], to: S, set?: SQL): Statement[];
  /** The `CREATE TRIGGER` that refuses every move not in `moves` (a migration holds its text). */
  triggerSql(): string;
  /** Whether a batch failed because the row was no longer where the request read it. */
  isMovedOn(error: unknown): boolean;
  /** A failed move's batch as an API error: a lost race is a 409 with `message`; anything else as it was. */
  error(error: unknown, message: string): unknown;
}

const quote = (state: string) => {
  if (!/^[a-z_]+$/.test(state)) throw new Error(`a state is lower-case words: ${state}`);
  return `'${state}'`;
};

/**
 * A machine over `spec.table`'s `status` column.
 *
 * @example const applications = defineMachine({ table: "user_applications", trigger: "user_applications_status_bu",
 *   label: "upgrades: application", moves: { pending: ["approved"], approved: [] } });
 *   await runLedgerBatch(db, [...applications.move(id, "pending", "approved"), ...postings]);
 */
export function defineMachine<S extends string>(spec: MachineSpec<S>): Machine<S> {
  const movedOn = `${spec.label} already moved on`;
  const states = Object.keys(spec.moves) as S[];
  // States are written into the trigger's SQL: refuse anything but plain words when the machine is defined.
  for (const state of states) for (const s of [state, ...spec.moves[state]]) quote(s);
  return {
    ...spec,
    canMove: (from, to) => spec.moves[from]?.includes(to) ?? false,
    move(id, from, to, set = sql``) {
      const fromList = (Array.isArray(from) ? from : [from]) as readonly S[];
      for (const f of fromList) {
        if (!spec.moves[f]?.includes(to)) throw new Error(`${spec.label}: no move from ${f} to ${to}`);
      }
      const froms = sql.join(
        fromList.map((f) => sql`${f}`),
        sql`, `,
      );
      return [
        sql`update ${sql.identifier(spec.table)} set status = ${to} ${set} where id = ${id} and status in (${froms})`,
        abortUnlessChanged(),
      ];
    },
    triggerSql() {
      const allowed = states
        .filter((s) => spec.moves[s].length > 0)
        .map((s) => `(old.status = ${quote(s)} AND new.status IN (${spec.moves[s].map(quote).join(", ")}))`);
      return [
        `CREATE TRIGGER \`${spec.trigger}\` BEFORE UPDATE OF status ON \`${spec.table}\``,
        "WHEN new.status IS NOT old.status",
        ...allowed.map((a) => `  AND NOT ${a}`),
        "BEGIN",
        `  SELECT RAISE(ABORT, '${movedOn}');`,
        "END;",
      ].join("\n");
    },
    isMovedOn: (error) => isUnchanged(error) || raisedWith(error, movedOn),
    error(error, message) {
      return this.isMovedOn(error) ? conflict(message) : error;
    },
  };
}
