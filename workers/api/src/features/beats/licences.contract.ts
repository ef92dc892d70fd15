import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { DELIVERABLES, LICENCE_TIERS } from "./licences.rules";

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
    /** The tier's files: signed links that work for 15 minutes (the list is read again for fresh ones). */
    downloads: z.array(z.object({ file: z.enum(DELIVERABLES), url: z.string() })),
    created_at: z.string(),
  })
  .openapi("MyLicence");
export type MyLicence = z.infer<typeof MyLicence>;

export const MyLicencePage = pageSchema(MyLicence).openapi("MyLicencePage");

/** `GET /media/beat-files/{id}/{file}`: a licence's file, by its id and which file. */
export const BeatFileParams = z.object({ id: z.string().max(64), file: z.enum(DELIVERABLES) });
/** The signed link's expiry (Unix seconds) and signature. */
export const BeatFileQuery = z
  .object({ exp: z.string().max(16).optional(), sig: z.string().max(128).optional() })
  .openapi("BeatFileQuery");
