// A form posted with a fetcher to its page's action: its schema checks it before it leaves, the answer is
// toasted (spec §8), field errors show under their fields, and `onDone` runs once per successful answer,
// after the revalidation the action caused has settled (a navigation started while it runs can be lost
// with it).
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import type { ActionResult } from "./api/failure";
import { useActionFeedback } from "./use-action-feedback";
import { useFormCheck } from "./use-form-check";

/**
 * @example
 * const form = useFetcherForm<ActionResult & { id?: string }>(albumForm, { onDone: (r) => open(r.id) });
 * <form.fetcher.Form method="post" onSubmit={form.onSubmit}>…
 */
export function useFetcherForm<R extends ActionResult>(
  schema: z.ZodType | null,
  options: { onDone?: (result: R) => void } = {},
) {
  const fetcher = useFetcher<R>();
  const result = fetcher.data as R | undefined;
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
  return { fetcher, errors: check.errors, busy: fetcher.state !== "idle", onSubmit: check.onSubmit, result };
}
