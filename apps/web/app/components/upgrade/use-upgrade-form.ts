// An upgrade form (apply, cancel, reply) posted with a fetcher to the page's action: its schema checks it
// before it leaves, the answer is toasted (spec §8), field errors show under their fields, and `onDone`
// runs once per successful answer, after the revalidation it caused has settled.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import type { Application } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { useFormCheck } from "../../lib/use-form-check";

/** An action's answer; `apply` adds the application it made. */
export type UpgradeResult = ActionResult & { application?: Application };

/**
 * @example const form = useUpgradeForm(commentForm, { onDone: () => formRef.current?.reset() });
 */
export function useUpgradeForm(
  schema: z.ZodType | null,
  options: { onDone?: (result: UpgradeResult) => void } = {},
) {
  const fetcher = useFetcher<UpgradeResult>();
  const result = fetcher.data;
  const check = useFormCheck(schema, result);
  useActionFeedback(result);
  const at = result?.at;
  const done = useRef<unknown>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per action answer (its `at`).
  useEffect(() => {
    if (!result?.ok || fetcher.state !== "idle" || done.current === at) return;
    done.current = at;
    options.onDone?.(result);
  }, [at, fetcher.state]);
  return { fetcher, errors: check.errors, busy: fetcher.state !== "idle", onSubmit: check.onSubmit };
}
