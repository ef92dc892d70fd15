import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { lookupRefSchema, trackViewSchema } from "../catalogue/track-views.contract";

export const nonstopViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    cover_art_url: z.string().nullable(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    track_count: z.number().int(),
    like_count: z.number().int(),
    save_count: z.number().int(),
    play_count: z.number().int(),
    liked: z.boolean(),
    saved: z.boolean(),
  })
  .openapi("Nonstop");

export type NonstopView = z.infer<typeof nonstopViewSchema>;

export const NonstopPage = pageSchema(nonstopViewSchema);
export const NonstopDetail = nonstopViewSchema
  .extend({ tracks: z.array(trackViewSchema) })
  .openapi("NonstopDetail");
export const NonstopPlay = z
  .object({ nonstop: nonstopViewSchema, tracks: z.array(trackViewSchema) })
  .openapi("NonstopPlay");
