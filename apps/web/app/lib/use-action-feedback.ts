import { useEffect } from "react";
import type { ActionResult } from "./api/failure";
import { useShell } from "./shell-context";

const AUTH_FAILURE_CODES = new Set([
  "INVALID_CREDENTIALS",
  "INVALID_ID_TOKEN",
  "UNAUTHENTICATED",
  "ACCOUNT_LOCKED",
]);

/**
 * Spec §8 for form actions: a failure's msg becomes an error toast (field errors show next to fields),
 * auth failures also play the error sound; a success msg becomes a success toast.
 */
export function useActionFeedback(
  result: ActionResult | undefined,
  options: { authForm?: boolean } = {},
): void {
  const shell = useShell();
  const at = result?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per action result (its `at`).
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      shell.toast("success", result.msg);
      return;
    }
    shell.toast("error", result.msg);
    if (options.authForm && (AUTH_FAILURE_CODES.has(result.code) || result.code === "RATE_LIMITED"))
      shell.authFailed();
  }, [at]);
}
