// App start (spec §4): loading, then ready; on error or after 15 s, failed; Retry returns to loading.

export const STARTUP_TIMEOUT_MS = 15_000;
export const STARTUP_TIMEOUT_MESSAGE = "App initialization timed out. Please refresh the page.";
export const STARTUP_DEFAULT_ERROR = "Failed to initialize application";

export type StartupState =
  | { status: "loading" }
  | { status: "ready" }
  | { status: "failed"; message: string };

/** The thrown message, or the spec's default sentence when there is none. */
export function startupErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === "string" && error.trim()) return error;
  return STARTUP_DEFAULT_ERROR;
}

/**
 * Runs every start-up step in parallel; resolves "ready" or "failed" (never rejects). The time-out wins
 * if the steps are still pending after `timeoutMs`.
 */
export async function runStartup(
  steps: (() => Promise<void>)[],
  timeoutMs = STARTUP_TIMEOUT_MS,
  setTimer: (fn: () => void, ms: number) => unknown = setTimeout,
): Promise<StartupState> {
  let timer: unknown;
  const timeout = new Promise<StartupState>((resolve) => {
    timer = setTimer(() => resolve({ status: "failed", message: STARTUP_TIMEOUT_MESSAGE }), timeoutMs);
  });
  const work = Promise.all(steps.map((step) => step())).then(
    (): StartupState => ({ status: "ready" }),
    (error: unknown): StartupState => ({ status: "failed", message: startupErrorMessage(error) }),
  );
  try {
    return await Promise.race([work, timeout]);
  } finally {
    if (typeof timer === "number" || typeof timer === "object")
      clearTimeout(timer as ReturnType<typeof setTimeout>);
  }
}
