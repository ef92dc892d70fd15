import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";

/** One order's money owed to the user as a payee: held in escrow for them, paid to them, or refunded. */
export const Earning = z
  .object({
    order_id: z.string(),
    market: z.enum(["beats", "songs", "studio", "campaigns"]),
    item_kind: z.string(),
    item_id: z.string(),
    tier: z.string(),
    /** What was sold and to whom, as the order's terms snapshot names them ("" when it does not). */
    title: z.string(),
    buyer: z.string(),
    /** held: waits in escrow for delivery; paid: reached the user's wallet; refunded: went back to the buyer. */
    state: z.enum(["held", "paid", "refunded"]),
    share_bps: z.number().int(),
    /** The user's share of the order's price still theirs (after any refund), in US cents. */
    amount_cents: z.number().int(),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .openapi("Earning");

export const EarningPage = pageSchema(Earning).openapi("EarningPage");
export type EarningView = z.infer<typeof Earning>;
