import { eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { type ContractTerms, contractPdf } from "./contract-pdf";
import { orderPayees, orders } from "./schema";

/*
 * Contracts in R2 (docs/decisions/0800): written at purchase under a key the server chooses from the order
 * id (before the order's batch, which records the key; a failed batch deletes it), and read back by the
 * order's buyer or one of its sellers only. Anyone else gets the same 404 as for a missing order.
 */

/** The R2 key of order `orderId`'s contract. */
export const contractKey = (orderId: string) => `contracts/${orderId}.pdf`;

/** Draws the contract of `terms` and stores it for order `orderId`; returns its key. */
export async function storeContract(
  bucket: R2Bucket,
  orderId: string,
  terms: ContractTerms,
): Promise<string> {
  const key = contractKey(orderId);
  await bucket.put(key, await contractPdf(terms), {
    httpMetadata: {
      contentType: "application/pdf",
      contentDisposition: `attachment; filename="${orderId}.pdf"`,
    },
  });
  return key;
}

/** Removes a contract whose order's batch failed. */
export async function discardContract(bucket: R2Bucket, orderId: string): Promise<void> {
  await bucket.delete(contractKey(orderId));
}

/**
 * Stores order `orderId`'s contract when it is not stored yet: what a market whose order is written inside
 * a service payment's batch (beat licences) calls right after that batch commits. The key is the one the
 * batch recorded; the PDF is drawn from the order's immutable terms snapshot.
 */
export async function ensureContract(db: Db, bucket: R2Bucket, orderId: string): Promise<void> {
  const [order] = await db
    .select({ contractKey: orders.contractKey, terms: orders.terms })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.contractKey || (await bucket.head(order.contractKey))) return;
  await storeContract(bucket, orderId, order.terms as unknown as ContractTerms);
}

/**
 * The contract of order `orderId` for `userId` when they bought or sold it; 404 otherwise. Should storing
 * it after its purchase have failed (ensureContract), it is drawn here on first read from the same
 * immutable terms snapshot, so it reads the same either way.
 */
export async function readContract(db: Db, bucket: R2Bucket, userId: string, orderId: string) {
  const [order] = await db
    .select({ buyerId: orders.buyerId, contractKey: orders.contractKey, terms: orders.terms })
    .from(orders)
    .where(eq(orders.id, orderId));
  const payees = order
    ? await db
        .select({ userId: orderPayees.userId })
        .from(orderPayees)
        .where(eq(orderPayees.orderId, orderId))
    : [];
  const party = order && (order.buyerId === userId || payees.some((p) => p.userId === userId));
  if (!order || !party || !order.contractKey) throw notFound("Contract");
  const object = await bucket.get(order.contractKey);
  if (object) return object;
  await storeContract(bucket, orderId, order.terms as unknown as ContractTerms);
  const drawn = await bucket.get(order.contractKey);
  if (!drawn) throw notFound("Contract");
  return drawn;
}
