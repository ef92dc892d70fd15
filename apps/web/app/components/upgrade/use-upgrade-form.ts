// An upgrade form (apply, cancel, reply): the shared fetcher form; `apply` answers with the application.
// The forms' schemas (and zod with them) are fetched on a form's first use (`upgradeChecks`): until
// then a submit goes to the action unchecked, and the action checks it with the same schema.
import type { z } from "zod";
import type { Application } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { firstUse } from "../../lib/on-first-use";
import { useFetcherForm } from "../../lib/use-fetcher-form";

/** An action's answer; `apply` adds the application it made. */
export type UpgradeResult = ActionResult & { application?: Application };

/** The application and comment schemas, fetched when a form is first focused or pointed at. */
export const upgradeChecks = firstUse(() => import("../../lib/upgrade/apply-form"));

/** @example const form = useUpgradeForm(checks.module?.commentForm ?? null, { onDone: () => formRef.current?.reset() }); */
export function useUpgradeForm(
  schema: z.ZodType | null,
  options: { onDone?: (result: UpgradeResult) => void } = {},
) {
  return useFetcherForm<UpgradeResult>(schema, options);
}
