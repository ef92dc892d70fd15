import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../../services/catalogue/pagination";
import { trackViewSchema } from "../../../services/catalogue/track-views.contract";
import { nonstopViewSchema } from "../../../services/collections/nonstops.contract";

export const NonstopPage = pageSchema(nonstopViewSchema);
export const NonstopDetail = nonstopViewSchema
  .extend({ tracks: z.array(trackViewSchema) })
  .openapi("NonstopDetail");
export const NonstopPlay = z
  .object({ nonstop: nonstopViewSchema, tracks: z.array(trackViewSchema) })
  .openapi("NonstopPlay");
