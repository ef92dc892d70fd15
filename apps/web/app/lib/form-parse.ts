// One reading of a posted form against a zod schema for every page (wallet, studio): the same shape the
// api's 422 has, so a message from the page's own check and one from the api show the same way.
import type { z } from "zod";
import type { FieldErrors } from "./api/contract";

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/**
 * A posted form (its string fields) checked by `schema`: the data, or the first message per field keyed
 * by its dotted path ("_" for errors not tied to a field).
 *
 * @example const parsed = parseForm(createAlbumForm, await readForm(request));
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData | Record<string, unknown>,
): ParsedForm<z.output<S>> {
  const input =
    form instanceof FormData
      ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"))
      : form;
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    if (!fieldErrors[field]) fieldErrors[field] = [issue.message];
  }
  return { ok: false, fieldErrors };
}
