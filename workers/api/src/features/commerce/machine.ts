import { sql } from "drizzle-orm";
import { defineMachine } from "../../kit/transitions";
import { type OrderStatus, orders } from "./schema";

/*
 * An order's status moves (docs/decisions/0800): only a held order moves, once, to where its money went.
 * Migration 0029 holds the trigger `triggerSql()` generates (a test compares them).
 */
export const orderMoves = defineMachine<OrderStatus>({
  table: "orders",
  trigger: "orders_status_bu",
  label: "commerce: order",
  moves: {
    paid: [],
    held: ["released", "refunded", "partially_refunded"],
    released: [],
    refunded: [],
    partially_refunded: [],
  },
});

/** The guard condition "order `id` is now `status`": what the money of a move waits for in its batch. */
export const orderIs = (id: string, status: OrderStatus) =>
  sql`exists (select 1 from ${orders} where id = ${id} and status = ${status})`;
