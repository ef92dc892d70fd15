// An upgrade form (apply, cancel, reply): the shared fetcher form; `apply` answers with the application.
import type { z } from "zod";
import type { Application } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { useFetcherForm } from "../../lib/use-fetcher-form";

/** An action's answer; `apply` adds the application it made. */
export type UpgradeResult = ActionResult & { application?: Application };

/** @example const form = useUpgradeForm(commentForm, { onDone: () => formRef.current?.reset() }); */
export function useUpgradeForm(
  schema: z.ZodType | null,
  options: { onDone?: (result: UpgradeResult) => void } = {},
) {
  return useFetcherForm<UpgradeResult>(schema, options);
}
