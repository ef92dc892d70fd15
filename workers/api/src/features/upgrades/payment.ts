import { and, eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { fieldError, notFound } from "../../kit/errors";
import { userTypes } from "../reference/schema";
import type { ServicePrice, ServiceType } from "../wallet";
import { ACCOUNT_UPGRADE_REQUEST_TYPE } from "./contract";
import { ESCROW_ACCOUNT, feePaidStatements } from "./money";
import { userApplications } from "./schema";

/*
 * The upgrade fee as a service payment (`make-service-payment`, request type `account_upgrade`, data
 * `{ application_id }`), listed with the app's other sellables in src/sellables.ts. The price is the fee
 * stored on the application, never a client amount.
 */

async function applicationOf(db: Db, buyerId: string, data: unknown) {
  const id = (data as { application_id?: unknown } | null)?.application_id;
  if (typeof id !== "string" || id.length === 0 || id.length > 64) throw notFound("Application");
  const [row] = await db
    .select({
      id: userApplications.id,
      status: userApplications.status,
      feeCents: userApplications.feeCents,
      typeTitle: userTypes.title,
    })
    .from(userApplications)
    .innerJoin(userTypes, eq(userTypes.id, userApplications.typeId))
    .where(and(eq(userApplications.id, id), eq(userApplications.userId, buyerId)))
    .limit(1);
  if (!row) throw notFound("Application");
  return row;
}

/** Prices the caller's own application that waits for its fee (404 for anyone else's). */
export async function priceUpgrade(db: Db, buyerId: string, data: unknown): Promise<ServicePrice> {
  const app = await applicationOf(db, buyerId, data);
  if (app.status !== "awaiting_payment" || app.feeCents <= 0) {
    throw fieldError("data", "This application is not waiting for a payment.");
  }
  return {
    itemId: app.id,
    subtotal: app.feeCents,
    feePercent: 0,
    payeeAccountId: ESCROW_ACCOUNT,
    description: `Account upgrade: ${app.typeTitle}`,
    counterparty: "Ngoma",
  };
}

/** The upgrade fee as something the wallet can sell. */
export const upgradeSellable: ServiceType = {
  requestType: ACCOUNT_UPGRADE_REQUEST_TYPE,
  price: priceUpgrade,
  async onPaid(db, paid) {
    const [app] = await db
      .select({ feeCents: userApplications.feeCents })
      .from(userApplications)
      .where(eq(userApplications.id, paid.itemId))
      .limit(1);
    if (!app) return [];
    return feePaidStatements(db, {
      buyerId: paid.buyerId,
      applicationId: paid.itemId,
      operationId: paid.operationId,
      feeCents: app.feeCents,
    });
  },
};
