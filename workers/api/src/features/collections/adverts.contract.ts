import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";

export const Advert = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string().nullable(),
    image: z.string().nullable(),
    target_url: z.string(),
  })
  .openapi("Advert");
export type Advert = z.output<typeof Advert>;
export const Recorded = z.object({ recorded: z.boolean() }).openapi("AdvertEventResult");

export const AdvertPage = pageSchema(Advert);
