import { z } from "@hono/zod-openapi";
import { IDEMPOTENCY_HEADER, KEY_MAX_LENGTH } from "./rules";

/**
 * The `Idempotency-Key` header as the OpenAPI document shows it, for a money route's `request.headers`
 * (the `idempotent` middleware is what enforces it, before any validator runs).
 *
 * @example defineRoute({ ..., middleware: [idempotent] as const, request: { headers: IdempotencyHeaders, body } })
 */
export const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .min(1)
    .max(KEY_MAX_LENGTH)
    .openapi({
      param: { name: IDEMPOTENCY_HEADER, in: "header" },
      description: "One new key per submitted payment (1–255 visible ASCII characters, e.g. a UUID)",
      example: "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
    }),
});
