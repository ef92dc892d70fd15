import { and, eq, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import {
  type AppError,
  conflict,
  fieldError,
  forbidden,
  isUniqueViolation,
  raisedWith,
} from "../../kit/errors";
import { newId } from "../../kit/ids";
import { users } from "../accounts/schema";
import { contractKey, ensureContract, orderRecordStatements, orderTotals } from "../commerce";
import { walletAccount } from "../ledger";
import { notify } from "../notifications";
import type { ServiceType } from "../wallet";
import { type LicenceTier, rightsLines } from "./licences.rules";
import { BeatLicenceData } from "./market.contract";
import { beatForSale } from "./market.service";
import { saleDayStatement } from "./metrics.service";
import { beatLicences } from "./schema";
import { tierView } from "./views";

/*
 * A beat licence as a service payment (`make-service-payment`, request type `beat_licence`, docs/decisions/
 * 0800): the server prices the tier, the buyer pays price + 2 % from their wallet, the price goes to the
 * producer's wallet and the fee to the platform, and the order, its payee and the licence are written in
 * the same batch. The database refuses a second licence of the same tier and any sale after the exclusive
 * one, so of racing buyers the losers' batches fail whole: nobody pays for what they did not get.
 */

export const BEAT_LICENCE_REQUEST_TYPE = "beat_licence";

const ITEM_SEPARATOR = ":";

/** The operation's item: the beat and the tier, one string. */
const itemOf = (beatId: string, tier: string) => `${beatId}${ITEM_SEPARATOR}${tier}`;

function parseData(data: unknown) {
  const parsed = BeatLicenceData.safeParse(data);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Name the beat and the tier.";
    throw fieldError("data", message);
  }
  return parsed.data;
}

/** Buyers are creators (any kind): the market lives in the creator area. */
async function assertCreator(db: Parameters<ServiceType["price"]>[0], userId: string) {
  const row = await db.get<{ ok: number }>(
    sql`select 1 as ok from user_roles where user_id = ${userId} and role = 'creator' limit 1`,
  );
  if (!row) throw forbidden("The beat market is for creators. The free Artist upgrade opens it.");
}

const REFUSED: Record<string, () => AppError> = {
  own_beat: () => fieldError("data", "You cannot buy your own beat."),
  already_licensed: () => conflict("You already hold this licence."),
  exclusively_sold: () => conflict("This beat was sold exclusively."),
  not_offered: () => fieldError("data", "This beat does not offer that licence."),
  unpublished: () => fieldError("data", "This beat is not for sale."),
  not_approved: () => fieldError("data", "This beat is not for sale."),
};

export const beatLicenceSellable: ServiceType = {
  requestType: BEAT_LICENCE_REQUEST_TYPE,
  walletOnly: true,

  async price(db, buyerId, data) {
    const { beat_id, tier } = parseData(data);
    await assertCreator(db, buyerId);
    const sale = await beatForSale(db, beat_id, buyerId);
    const reason = sale.availability.find((t) => t.tier === tier)?.reason;
    if (reason) throw (REFUSED[reason] ?? REFUSED.unpublished!)();
    const offered = sale.tiers.find((t) => t.tier === tier);
    if (!offered) throw REFUSED.not_offered!();
    const [producer] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, sale.row.producerId));
    return {
      itemId: itemOf(beat_id, tier),
      subtotal: offered.priceCents,
      feePercent: 2,
      payeeAccountId: await walletAccount(db, sale.row.producerId),
      description: `Beat licence: ${sale.row.title} (${tier})`,
      counterparty: producer?.name ?? "Producer",
    };
  },

  async onPaid(db, paid): Promise<Statement[]> {
    const [beatId = "", tier = ""] = paid.itemId.split(ITEM_SEPARATOR);
    const sale = await beatForSale(db, beatId, paid.buyerId);
    const offered = sale.tiers.find((t) => t.tier === tier);
    if (!offered) throw REFUSED.not_offered!();
    const names = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(sql`${users.id} in (${sale.row.producerId}, ${paid.buyerId})`);
    const name = (id: string) => names.find((u) => u.id === id)?.name ?? "";
    const now = Date.now();
    const orderId = newId("ord", now);
    const terms = tierView(offered);
    const order = orderRecordStatements(
      {
        id: orderId,
        buyerId: paid.buyerId,
        market: "beats",
        itemKind: BEAT_LICENCE_REQUEST_TYPE,
        itemId: beatId,
        tier,
        priceCents: offered.priceCents,
        onePerBuyer: true,
        contractKey: contractKey(orderId),
        // The contract's source: later edits of the beat never reach it (a trigger keeps it as sold).
        terms: {
          contract_number: orderId,
          title: sale.row.title,
          seller: name(sale.row.producerId),
          buyer: name(paid.buyerId),
          tier,
          price_cents: offered.priceCents,
          fee_cents: orderTotals(offered.priceCents).processingFee,
          rights: Object.fromEntries(rightsLines(terms).map((line, i) => [RIGHT_NAMES[i], line])),
          licence: terms,
          sold_at: new Date(now).toISOString(),
        },
        payees: [{ userId: sale.row.producerId, shareBps: 10_000 }],
      },
      paid.operationId,
      now,
    );
    return [
      ...order.statements,
      db.insert(beatLicences).values({
        id: newId("bl", now),
        beatId,
        tier: offered.tier,
        buyerId: paid.buyerId,
        orderId,
        createdAt: new Date(now),
      }),
      saleDayStatement(beatId, offered.priceCents, now),
    ];
  },

  refusal(error) {
    // The licence's own unique index names buyer_id too; the exclusive one names beat_id alone.
    if (isUniqueViolation(error, "beat_licences.buyer_id") || isUniqueViolation(error, "orders.buyer_id")) {
      return conflict("You already hold this licence.");
    }
    if (raisedWith(error, "beats: sold exclusively") || isUniqueViolation(error, "beat_licences.beat_id")) {
      return conflict("This beat was sold exclusively.");
    }
    return null;
  },

  async afterPaid(deps, paid) {
    const [beatId = "", tier = ""] = paid.itemId.split(ITEM_SEPARATOR);
    const [licence] = await deps.db
      .select({ orderId: beatLicences.orderId })
      .from(beatLicences)
      .where(
        and(
          eq(beatLicences.beatId, beatId),
          eq(beatLicences.tier, tier as LicenceTier),
          eq(beatLicences.buyerId, paid.buyerId),
        ),
      );
    // The contract is stored at purchase (issue #34), once the batch has committed: a racer whose batch
    // lost never gets here, so no PDF is ever stored for an order that does not exist.
    if (licence && deps.media) await ensureContract(deps.db, deps.media, licence.orderId);
    const sale = await beatForSale(deps.db, beatId, paid.buyerId);
    await notify(deps, sale.row.producerId, {
      type: "Sale",
      msg: `You sold a ${tier} licence of "${sale.row.title}".`,
      data: { beat_id: beatId, tier },
    });
  },
};

const RIGHT_NAMES = [
  "Distribution copies",
  "Audio streams",
  "Music videos",
  "Radio stations",
  "Paid performances",
  "Term",
];
