import { eq, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { paymentMethods } from "../payments/schema";
import type { OperationMethod } from "./operation-view";
import { walletOperations } from "./schema";

/* Reading operations with the method each used: the one select the history and the money calls share. */

export type OperationRow = typeof walletOperations.$inferSelect;

/** An operation with the method it used, as its view needs them (deleted methods keep their name). */
export interface LoadedOperation {
  row: OperationRow;
  method: OperationMethod | null;
}

/**
 * The operation and its method's id, name and type, aliased: D1 answers rows keyed by column name, and
 * both tables have `id`, `name` and `type`. Use with `.leftJoin(paymentMethods, …)` (`joinedMethod`).
 */
export function operationWithMethod(db: Db) {
  return db
    .select({
      row: walletOperations,
      methodId: sql<string | null>`${paymentMethods.id}`.as("method_id"),
      methodName: sql<string | null>`${paymentMethods.name}`.as("method_name"),
      methodType: sql<string | null>`${paymentMethods.type}`.as("method_type"),
    })
    .from(walletOperations)
    .leftJoin(paymentMethods, eq(paymentMethods.id, walletOperations.paymentMethodId));
}

/** One row of `operationWithMethod` as a LoadedOperation. */
export function loaded(found: {
  row: OperationRow;
  methodId: string | null;
  methodName: string | null;
  methodType: string | null;
}): LoadedOperation {
  const { row, methodId, methodName, methodType } = found;
  return {
    row,
    method:
      methodId && methodName && methodType ? { id: methodId, name: methodName, type: methodType } : null,
  };
}

/** An operation by id, or null. */
export async function operationById(db: Db, id: string): Promise<OperationRow | null> {
  const [row] = await db.select().from(walletOperations).where(eq(walletOperations.id, id));
  return row ?? null;
}

/** An operation and its method in one read, or null. */
export async function loadOperation(db: Db, id: string): Promise<LoadedOperation | null> {
  const [found] = await operationWithMethod(db).where(eq(walletOperations.id, id));
  return found ? loaded(found) : null;
}
