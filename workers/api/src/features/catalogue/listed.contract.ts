import { z } from "@hono/zod-openapi";
import { pageQuerySchema } from "../../kit/pagination";

/** `?sort=new|popular` on top of the page query, as every listed catalogue subject accepts it. */
export const sortQuerySchema = pageQuerySchema.extend({
  sort: z.enum(["new", "popular"], { error: "Sort must be new or popular." }).default("new"),
});
