import { z } from "@hono/zod-openapi";

/** An id as `newId` writes it (kit/ids): a 2–5 letter prefix, `_`, then 26 lower-case letters and digits. */
export const ID_SHAPE = "[a-z]{2,5}_[0-9a-z]{26}";
export const ID_PATTERN = new RegExp(`^${ID_SHAPE}$`);

/**
 * A route path whose id parameters (`{id}`, `{userId}`, `{trackId}`, …) match only ids, as Hono's
 * `:id{regex}`: a literal word in the same place (`list`, `stats`, `metrics`, `upcoming`,
 * `my_purchases`) can never be taken for an id, so routes no longer depend on their mount order.
 *
 * @example constrainIds("/update/{id}") // "/update/{id}{[a-z]{2,5}_[0-9a-z]{26}}"
 */
export function constrainIds(path: string): string {
  return path.replace(/\{(id|[a-z]+Id)\}(?!\{)/g, `{$1}{${ID_SHAPE}}`);
}

/** `{id}` of every `…/{id}` route: an opaque id such as `trk_01j…`. */
export const idParam = z.object({
  id: z
    .string()
    .regex(ID_PATTERN, "Not an id.")
    .openapi({ param: { name: "id", in: "path" }, example: "trk_01jd2x9k3m7q8r4t5v6w7x8y9z" }),
});
