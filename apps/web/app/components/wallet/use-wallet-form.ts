// A wallet form posted with a fetcher to its page's action: the form's schema (lib/wallet/forms), if it
// has one, checks it before it leaves, the action's answer is toasted (spec §8), field errors show under their fields, and a
// money form's Idempotency-Key is renewed once an answer made it definitive.
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect } from "react";
import type { z } from "zod";
import type { FieldErrors } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { useFormCheck } from "../../lib/use-form-check";
import { keySpent, useIdempotencyKey } from "../../lib/wallet/idempotency";

export interface WalletForm {
  fetcher: ReturnType<typeof useFetcher<ActionResult>>;
  errors: FieldErrors | undefined;
  busy: boolean;
  idempotencyKey: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * @example
 * const form = useWalletForm(topupForm, { onDone: close });
 * <form.fetcher.Form method="post" action="/my-wallet?index" onSubmit={form.onSubmit}>…
 */
export function useWalletForm(
  schema: z.ZodType | null,
  options: { onDone?: (result: ActionResult) => void } = {},
): WalletForm {
  const fetcher = useFetcher<ActionResult>();
  const idem = useIdempotencyKey();
  const result = fetcher.data;
  const check = useFormCheck(schema, result);
  useActionFeedback(result);
  const at = result?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per action answer (its `at`).
  useEffect(() => {
    if (!result) return;
    if (keySpent(result)) idem.renew();
    if (result.ok) options.onDone?.(result);
  }, [at]);
  return {
    fetcher,
    errors: check.errors,
    busy: fetcher.state !== "idle",
    idempotencyKey: idem.key,
    onSubmit: check.onSubmit,
  };
}
