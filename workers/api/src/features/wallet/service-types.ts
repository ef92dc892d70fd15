import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { AppError } from "../../kit/errors";
import type { NotifyDeps } from "../notifications";

/*
 * The things a service payment can buy (`/user/account/make-service-payment`). Each feature that sells
 * something describes its request type (how the server prices the request from its own data, who is paid,
 * what happens once the money moved) and the composition root lists them all in one place
 * (src/sellables.ts), handed to the wallet's services as `deps.sellables`. The wallet never prices
 * anything itself and never trusts a client amount.
 */

/** What the server charges for one request, from its own records. */
export interface ServicePrice {
  /** The item paid for (a campaign, a licence, …), kept on the operation. */
  itemId: string;
  /** US cents before the platform fee. */
  subtotal: number;
  /** The platform's fee rate in percent (the spec's default is 2). */
  feePercent: number;
  /** The ledger account that receives the subtotal (a seller's wallet, an escrow account). */
  payeeAccountId: string;
  /** The history's description and counterparty ("Beat licence: Night Drive", "DJ Kato"). */
  description: string;
  counterparty: string;
  /**
   * The fee waits at the payee with the subtotal instead of going to the platform: an order held in
   * escrow until delivery, whose refund returns the fee too (docs/decisions/0800). Wallet-only types.
   */
  feeHeld?: boolean;
}

/** One registered request type. */
export interface ServiceType {
  requestType: string;
  /**
   * Prices `data` (the parsed `data` JSON string) for `buyerId`: throws a 404 for an unknown item, a 422
   * for a request it cannot sell (sold out, the buyer's own item, …).
   */
  price(db: Db, buyerId: string, data: unknown): Promise<ServicePrice>;
  /**
   * What the purchase grants, as statements that run in the SAME batch as the money (so a paid request is
   * never left without its effect, nor an effect without its money). May be empty.
   */
  onPaid(db: Db, paid: PaidItem): Promise<Statement[]>;
  /**
   * Paid from the wallet balance only: a charge that settles later could find the item gone (an
   * exclusive licence sold meanwhile), so such a type refuses other methods up front.
   */
  walletOnly?: boolean;
  /** The type's own refusals inside the batch (its unique indexes, its triggers) as API errors; else null. */
  refusal?(error: unknown): AppError | null;
  /**
   * Told once the payment and its grants are committed (a seller's notification, a contract to store);
   * never fails the payment.
   */
  afterPaid?(deps: AfterPaidDeps, paid: PaidItem): Promise<void>;
}

/** What `afterPaid` may use: the notifications, and the media bucket where the app has one. */
export interface AfterPaidDeps extends NotifyDeps {
  media?: R2Bucket;
}

/** What a settled service payment bought, and who paid. */
export interface PaidItem {
  buyerId: string;
  itemId: string;
  operationId: string;
  /**
   * The request as it was priced, when `onPaid` runs in the call that priced it (a wallet payment): its
   * `data` and the subtotal charged. A charge settled later by its provider has only the item.
   */
  request?: { data: unknown; subtotal: number };
}

/** The request types an app sells, looked up by name (built once in the composition root: src/sellables.ts). */
export interface ServiceTypes {
  get(requestType: string): ServiceType | undefined;
}

/**
 * The lookup of `types`; listing one request type twice is a programming error.
 *
 * @example const sellables = serviceTypes([upgradeSellable, beatLicenceSellable]);
 */
export function serviceTypes(types: readonly ServiceType[]): ServiceTypes {
  const byName = new Map<string, ServiceType>();
  for (const type of types) {
    if (byName.has(type.requestType)) throw new Error(`service type ${type.requestType} is listed twice`);
    byName.set(type.requestType, type);
  }
  return { get: (requestType) => byName.get(requestType) };
}

/** The registration of `requestType`, or a 422 on `request_type` naming the problem. */
export function serviceType(types: ServiceTypes, requestType: string): ServiceType {
  const type = types.get(requestType);
  if (!type) {
    throw new AppError(422, "VALIDATION", "Validation errors occurred", {
      request_type: [`Nothing can be paid for as "${requestType}".`],
    });
  }
  return type;
}

/** The registration of a settled operation's type, if the app still sells it. */
export function registeredServiceType(types: ServiceTypes, requestType: string | null): ServiceType | null {
  return requestType ? (types.get(requestType) ?? null) : null;
}
