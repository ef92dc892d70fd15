// A studio form posted with a fetcher to its page's action: the form's schema (lib/studio/album-form)
// checks it before it leaves, the answer is toasted (spec §8 'Album Added', …; a refusal's msg), field
// errors show under their fields, and `onDone` runs once per successful answer.
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { FieldErrors } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { parseForm } from "../../lib/form-parse";
import { useActionFeedback } from "../../lib/use-action-feedback";

/** An action's answer, possibly with the id of what it made (the new album). */
export type StudioResult = ActionResult & { id?: string };

export function useStudioForm(
  schema: z.ZodType | null,
  options: { onDone?: (result: StudioResult) => void } = {},
) {
  const fetcher = useFetcher<StudioResult>();
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const result = fetcher.data;
  useActionFeedback(result);
  const at = result?.at;
  const done = useRef<unknown>(undefined);
  // Once per successful answer, and only after the revalidation that follows an action has settled: a
  // navigation started while it runs (the new album's page) can be lost with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per action answer (its `at`).
  useEffect(() => {
    if (!result?.ok || fetcher.state !== "idle" || done.current === at) return;
    done.current = at;
    options.onDone?.(result);
  }, [at, fetcher.state]);
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
  return { fetcher, errors: clientErrors ?? serverErrors, busy: fetcher.state !== "idle", onSubmit, result };
}
