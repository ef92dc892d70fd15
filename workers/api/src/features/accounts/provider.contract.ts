import { z } from "@hono/zod-openapi";
import { Name } from "./contract";

const IdToken = z.string({ error: "id_token is required." }).min(20, "id_token is not a token.").max(8192);
const Nonce = z
  .string({ error: "nonce is required." })
  .min(16, "nonce must be at least 16 characters.")
  .max(256);
export const ProviderSignInBody = z
  .object({ id_token: IdToken, nonce: Nonce, name: Name.optional() })
  .strict()
  .openapi("ProviderSignInBody");
export const LinkBody = z
  .object({ provider: z.enum(["google", "apple"]), id_token: IdToken, nonce: Nonce })
  .strict();
