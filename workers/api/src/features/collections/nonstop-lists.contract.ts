import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { trackViewSchema } from "../catalogue/track-views.contract";
import { nonstopViewSchema } from "./nonstops.contract";

export const NonstopPage = pageSchema(nonstopViewSchema);
export const NonstopDetail = nonstopViewSchema
  .extend({ tracks: z.array(trackViewSchema) })
  .openapi("NonstopDetail");
export const NonstopPlay = z
  .object({ nonstop: nonstopViewSchema, tracks: z.array(trackViewSchema) })
  .openapi("NonstopPlay");
