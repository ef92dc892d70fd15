// The page's own check of a form before it is posted, and the messages a form shows: the page's while the
// user fixes them, else the api's answer's. One schema serves the form and the action (lib/form-parse).
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import type { FieldErrors } from "./api/contract";
import type { ActionResult } from "./api/failure";
import { parseForm } from "./form-parse";

/**
 * `onSubmit` stops a form that fails `schema` and keeps its messages; `errors` are those, or the refusal
 * in `result` (the action's answer). Without a schema (none, or one still being fetched on the form's
 * first use: lib/on-first-use.ts) every submit goes to the action, which checks it with the same one.
 *
 * @example const check = useFormCheck(createAlbumForm, fetcher.data); <fetcher.Form onSubmit={check.onSubmit}>
 */
export function useFormCheck(schema: z.ZodType | null, result: ActionResult | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!schema) return;
    const parsed = parseForm(schema, new FormData(event.currentTarget));
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.fieldErrors);
      return;
    }
    setClientErrors(undefined);
  };
  const serverErrors = result && !result.ok ? result.fieldErrors : undefined;
  return { errors: clientErrors ?? serverErrors, onSubmit };
}
