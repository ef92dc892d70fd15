import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";

export const AccessCountry = z
  .object({ code: z.string(), name: z.string(), currency: z.string() })
  .openapi("AccessCountry");
export const AccessCountryPage = pageSchema(AccessCountry);
