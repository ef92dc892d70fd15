// A studio form posted with a fetcher to its page's action: the form's schema (lib/studio/album-form)
// checks it before it leaves, the answer is toasted (spec §8 'Album Added', …; a refusal's msg), field
// errors show under their fields, and `onDone` runs once per successful answer.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { useFormCheck } from "../../lib/use-form-check";

/** An action's answer, possibly with the id of what it made (the new album). */
export type StudioResult = ActionResult & { id?: string };

export function useStudioForm(
  schema: z.ZodType | null,
  options: { onDone?: (result: StudioResult) => void } = {},
) {
  const fetcher = useFetcher<StudioResult>();
  const result = fetcher.data;
  const check = useFormCheck(schema, result);
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
  return { fetcher, errors: check.errors, busy: fetcher.state !== "idle", onSubmit: check.onSubmit, result };
}
