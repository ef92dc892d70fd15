import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { LICENCE_TIERS } from "./licences.rules";

/** A licence the caller bought ("My licences"): the beat, the tier, what it cost, and its contract. */
export const MyLicence = z
  .object({
    id: z.string(),
    beat: z.object({ id: z.string(), title: z.string(), producer: z.string() }),
    tier: z.enum(LICENCE_TIERS),
    order_id: z.string(),
    price_cents: z.number().int(),
    fee_cents: z.number().int(),
    /** The contract PDF (a download for the buyer and the producer only). */
    contract_url: z.string(),
    created_at: z.string(),
  })
  .openapi("MyLicence");
export type MyLicence = z.infer<typeof MyLicence>;

export const MyLicencePage = pageSchema(MyLicence).openapi("MyLicencePage");
